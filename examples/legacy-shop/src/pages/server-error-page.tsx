/** The generic error screen (docs/pages.md#server-error-screen): heading 'Server Error', text 'Something went wrong...'. */
export function ServerErrorPage() {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Server Error</title>
      </head>
      <body>
        <main>
          <h1>Server Error</h1>
          <p>Something went wrong...</p>
        </main>
      </body>
    </html>
  );
}
