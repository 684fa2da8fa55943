/**
 * `build/server-main.js`, the production entry. React picks its build from NODE_ENV the moment
 * it is first loaded (react-dom/server's development bundle renders at roughly half the speed),
 * and ES modules load every static import before any line of the importer runs, so the variable
 * is settled here and the server proper (build/server-app.js) is imported only afterwards.
 */
const mode = process.env.NODE_ENV;
if (mode && mode !== "production") {
  process.stderr.write(
    JSON.stringify({
      level: "error",
      time: new Date().toISOString(),
      msg: `The built server runs React's production build only: NODE_ENV is "${mode}". Unset it or set it to "production"; use npm run dev for development.`,
    }) + "\n",
  );
  process.exit(1);
}
process.env.NODE_ENV = "production";
// A variable, not a literal, so the bundler leaves this import to run time.
const serverApp = "./server-app.js";
await import(serverApp);

export {};
