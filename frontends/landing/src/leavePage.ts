/** Leaving the app for the payment provider, behind an object so tests can watch it. */
export const leavePage = {
  to(url: string): void {
    window.location.assign(url);
  },
};
