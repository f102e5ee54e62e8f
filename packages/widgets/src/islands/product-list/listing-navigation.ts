/** Opening an address as a page, behind one object so tests can replace it (happy-dom cannot leave the page). */
export const listingNavigation = {
  assign(address: string): void {
    window.location.assign(address);
  },
};
