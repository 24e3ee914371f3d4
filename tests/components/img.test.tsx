/**
 * Images (issue 19, spec §4): a stored image names its right-sized versions, waits below the first
 * screen unless it is the page's largest paint, and falls back to the placeholder when it fails.
 */
import { fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl, PLACEHOLDER_IMAGE } from '../../renderer/api/media.js';
import { Img } from '../../renderer/components/Img.js';

describe('Img', () => {
  // happy-dom loads no image: each would look failed at once. Here they are still on their way.
  let complete: PropertyDescriptor | undefined;
  beforeEach(() => {
    complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'complete');
    Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => false });
  });
  afterEach(() => {
    if (complete) Object.defineProperty(HTMLImageElement.prototype, 'complete', complete);
  });

  it('names the 480, 800 and 1200 px versions of a stored image, and none of a missing one', () => {
    expect(imageSrcSet('card 1.jpg')).toBe(
      '/api/images/card%201.jpg?w=480 480w, /api/images/card%201.jpg?w=800 800w, /api/images/card%201.jpg?w=1200 1200w',
    );
    expect(imageSrcSet('  ')).toBeUndefined();
    expect(imageSrcSet(undefined)).toBeUndefined();
  });

  it('waits below the first screen by default; the largest paint is asked first', () => {
    const { container } = render(
      <>
        <Img src={imageUrl('a.jpg')} srcSet={imageSrcSet('a.jpg')} sizes="100vw" alt="" width={1200} height={800} loading="eager" fetchPriority="high" />
        <Img src={imageUrl('b.jpg')} srcSet={imageSrcSet('b.jpg')} sizes="100vw" alt="" width={1200} height={800} />
      </>,
    );
    const [first, later] = [...container.querySelectorAll('img')];
    expect(first!.getAttribute('loading')).toBe('eager');
    expect(first!.getAttribute('fetchpriority')).toBe('high');
    expect(later!.getAttribute('loading')).toBe('lazy');
    expect(later!.getAttribute('srcset')).toContain('/api/images/b.jpg?w=800 800w');
    expect(later!.getAttribute('width')).toBe('1200');
    expect(later!.getAttribute('height')).toBe('800');
  });

  it('shows the placeholder, without the versions, when the image fails', () => {
    const { container } = render(<Img src={imageUrl('gone.jpg')} srcSet={imageSrcSet('gone.jpg')} alt="" width={1200} height={800} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('srcset')).toContain('gone.jpg?w=480');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.dataset.fallback).toBe('placeholder');
  });
});
