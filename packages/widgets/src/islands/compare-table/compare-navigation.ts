/** Page navigation, kept behind one object so tests can replace it (happy-dom cannot leave the page). */
export const compareNavigation = {
  replace(url: string): void {
    window.location.replace(url);
  },
};
