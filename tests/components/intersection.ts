/** An IntersectionObserver double: the test says when the observed elements come into view. */
import { vi } from 'vitest';

interface Observer {
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit | undefined;
  elements: Set<Element>;
}

export function fakeIntersection() {
  const observers = new Set<Observer>();
  const created: (IntersectionObserverInit | undefined)[] = [];
  class FakeObserver {
    private readonly state: Observer;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.state = { callback, options, elements: new Set() };
      created.push(options);
      observers.add(this.state);
    }
    observe(element: Element) {
      this.state.elements.add(element);
    }
    unobserve(element: Element) {
      this.state.elements.delete(element);
    }
    disconnect() {
      observers.delete(this.state);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    /** The options of every observer made so far. */
    created,
    /** Every element observed now comes into view. */
    showAll() {
      for (const o of [...observers]) {
        const entries = [...o.elements].map((target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as unknown as IntersectionObserverEntry);
        if (entries.length > 0) o.callback(entries, o as unknown as IntersectionObserver);
      }
    },
  };
}
