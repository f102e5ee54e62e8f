const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile|BlackBerry/i;

/** A phone's or tablet's browser, by User-Agent Client Hints where there are, else by the user agent. */
export function isMobileBrowser(navigator: Navigator): boolean {
  const hints = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
  if (hints?.mobile === true) return true;
  return MOBILE_AGENT.test(navigator.userAgent);
}
