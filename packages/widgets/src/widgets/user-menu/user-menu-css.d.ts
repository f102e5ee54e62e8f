// The stylesheet is imported for its side effect by the Storybook stories (Vite bundles it there).
declare module '*/user-menu.css';
