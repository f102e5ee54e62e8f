/** Page navigation, kept behind one object so tests can replace it (happy-dom cannot leave the page). */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
