/** The home page's polite status line (HomePage's #home-status, server HTML): what a closed note says. */
export const HOME_STATUS_ID = "home-status";

/**
 * Says a message in the home's status line. The line is not rendered by React in the browser
 * (docs/decisions/0031), so the notes' islands write it directly.
 */
export function announceHome(message: string): void {
  const status = document.getElementById(HOME_STATUS_ID);
  if (status) status.textContent = message;
}
