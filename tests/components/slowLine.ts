/**
 * What a slow line does to a desk screen, for the component tests of a create that goes on to the
 * created one's address: an answer that comes when the test says, and events delivered as a
 * browser delivers them while a screen's code is still on its way.
 */
import { configure, getConfig } from '@testing-library/react';

/** Something that happens when the test says (`open`), and says when it was asked for (`asked`). */
export function gate() {
  let open = () => {};
  let asked = () => {};
  return {
    opened: new Promise<void>((resolve) => (open = resolve)),
    asked: new Promise<void>((resolve) => (asked = resolve)),
    open: () => open(),
    markAsked: () => asked(),
  };
}

/**
 * Events as a browser delivers them, outside act(): an act scope would take over the pending
 * navigation's render, which React then finishes only when that act call is awaited, not when the
 * module arrives.
 */
export async function outsideAct(events: () => Promise<void>) {
  const { eventWrapper } = getConfig();
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
  configure({ eventWrapper: (dispatch) => dispatch() });
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await events();
  } finally {
    configure({ eventWrapper });
    scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
}
