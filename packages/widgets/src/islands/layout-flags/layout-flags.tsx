import { HEADER_BREAKPOINT } from '@vitrina/core';
import { useLayoutEffect, useRef } from 'react';
import { useVitrina } from '../../vitrina-context';
import { BODY_CLASSES } from './body-classes';
import { watchViewport } from './watch-viewport';

/**
 * The page's layout flags (docs/pages.md#layout-flags). Feeds the viewport's width to `services.ui.setViewportWidth`
 * (the SDK's mobile flag, under 1024 px) and keeps `<body>`'s classes: `is-mobile`,
 * `is-narrow-header` (under 768 px) and `is-left-handed` for a logged-in user whose handedness is
 * left. The server renders `is-left-handed` already; until the session check has answered it stays
 * as the server left it, then it follows login, logout and account switches. Renders nothing.
 */
export function LayoutFlags() {
  const { state, services } = useVitrina();
  const anchor = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    const body = anchor.current?.ownerDocument.body;
    const view = anchor.current?.ownerDocument.defaultView;
    if (!body || !view) return;
    const stopViewport = watchViewport(view, (width) => {
      services.ui.setViewportWidth(width);
      body.classList.toggle(BODY_CLASSES.narrowHeader, width < HEADER_BREAKPOINT);
    });
    const stopMobile = state.isMobile.subscribe((mobile) => body.classList.toggle(BODY_CLASSES.mobile, mobile));
    const { status, user } = services.auth;
    const showHandedness = () => {
      if (status.peek() === 'unknown') return;
      body.classList.toggle(BODY_CLASSES.leftHanded, status.peek() === 'user' && user.peek()?.handedness === 'left');
    };
    const stopStatus = status.subscribe(showHandedness);
    const stopUser = user.subscribe(showHandedness);
    return () => {
      stopViewport();
      stopMobile();
      stopStatus();
      stopUser();
      // Nothing keeps these up to date any more; the left-handed class is the server's too and stays.
      body.classList.remove(BODY_CLASSES.mobile, BODY_CLASSES.narrowHeader);
    };
  }, [state, services]);

  return <span ref={anchor} hidden />;
}
