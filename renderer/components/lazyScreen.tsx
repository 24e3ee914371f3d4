/**
 * A screen whose code loads on demand, like React.lazy, that can also be loaded ahead of the first
 * render (`preload`): once its code is in, it renders at once. React.lazy always suspends on its
 * first render, and a Suspense boundary that showed its fallback is revealed no sooner than 300 ms
 * after it (React's throttle), which a staff screen opened by address would wait for every time.
 */
import { use, type ComponentType, type ReactNode, type ReactPromise } from 'react';

/** A screen's module: the screen as its default export. */
type Module<P> = { default: ComponentType<P> };

/** A promise marked with its outcome the way React's `use` reads it: settled, it is read without suspending. */
type Tracked<T> = Promise<T> & ReactPromise<T>;

function tracked<T>(promise: Promise<T>): Tracked<T> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled' as const, value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected' as const, reason }),
  );
  return promise;
}

export interface LazyScreen<P> {
  (props: P): ReactNode;
  /** Starts loading the screen's code; resolves with its module once it is in (rejects if it could not load). */
  preload(): Promise<Module<P>>;
  /** Whether its code is a chunk apart from the module that names it, loaded on demand (the server names that chunk in the page too). */
  apart: boolean;
}

export function lazyScreen<P extends object>(load: () => Promise<Module<P>>): LazyScreen<P> {
  let module: Tracked<Module<P>> | undefined;
  const preload = () => (module ??= tracked(load()));
  function Screen(props: P) {
    const { default: Component } = use(preload());
    return <Component {...props} />;
  }
  return Object.assign(Screen, { preload, apart: true });
}

/** A screen whose code is in the first bundle, as a LazyScreen: loaded already, it never suspends. */
export function readyScreen<P extends object>(Component: ComponentType<P>): LazyScreen<P> {
  const module: Module<P> = { default: Component };
  const loaded = Object.assign(Promise.resolve(module), { status: 'fulfilled' as const, value: module });
  const Screen = (props: P) => <Component {...props} />;
  return Object.assign(Screen, { preload: () => loaded, apart: false });
}
