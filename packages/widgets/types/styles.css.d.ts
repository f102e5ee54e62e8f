// The stylesheet is imported for its effect (`import '@vitrina/widgets/styles.css'`) and exports
// nothing. This declaration lets TypeScript, which checks side-effect imports, resolve it.
export {};
