/** server/web/usedStyles.ts: a drawn page keeps inline only the style rules its markup can match (issue 32). */
import { describe, expect, it } from 'vitest';
import { classesIn, UsedStyles } from '../../server/web/usedStyles.js';

const used = (css: string, classes: string[]) => new UsedStyles().used(css, new Set(classes));

describe('the styles a page uses', () => {
  it('keeps a rule when one of its selectors has every class it requires on the page', () => {
    const css = '.a{color:red}.b{color:blue}.a .c,.b{margin:0}.a.c{padding:0}';
    expect(used(css, ['a'])).toBe('.a{color:red}');
    expect(used(css, ['a', 'c'])).toBe('.a{color:red}.a .c,.b{margin:0}.a.c{padding:0}');
    expect(used(css, ['b'])).toBe('.b{color:blue}.a .c,.b{margin:0}');
  });

  it('keeps what requires no class: elements, attributes, :root, and classes only inside :not(), :has() or brackets', () => {
    const css = ':root{--x:1}body{margin:0}[data-open=true] .panel{left:0}.a:not(.b){color:red}.a:has(.cover,.other){gap:0}[href$=".pdf"]{color:blue}';
    expect(used(css, ['a'])).toBe(':root{--x:1}body{margin:0}.a:not(.b){color:red}.a:has(.cover,.other){gap:0}[href$=".pdf"]{color:blue}');
  });

  it('cuts inside @media and @supports, drops a group left empty, and keeps @font-face, @keyframes and statements whole', () => {
    const css =
      '@import url(x.css);@font-face{font-family:F;src:url(f.woff2)}@keyframes spin{to{transform:rotate(1turn)}}' +
      '@media (min-width:700px){.a{color:red}.b{color:blue}}@supports (display:grid){.b{display:grid}}';
    expect(used(css, ['a'])).toBe(
      '@import url(x.css);@font-face{font-family:F;src:url(f.woff2)}@keyframes spin{to{transform:rotate(1turn)}}@media (min-width:700px){.a{color:red}}',
    );
  });

  it('reads braces inside strings as text, and keeps nested rules and escaped class names whole', () => {
    const css = '.a:after{content:"}{"}.b{color:red;&:hover{color:blue}}.sm\\:c{color:green}.d{color:black}';
    expect(used(css, ['a'])).toBe('.a:after{content:"}{"}.b{color:red;&:hover{color:blue}}.sm\\:c{color:green}');
  });

  it('reads the classes of every element, in either quotes', () => {
    expect([...classesIn(`<div class="a  b"><svg class='c'></svg><p data-class="x">class="y"</p></div>`)]).toEqual(['a', 'b', 'c']);
  });

  it('cuts each inline stylesheet of a page to what its markup uses, leaving other styles alone', () => {
    const page = '<head><style data-href="/assets/app.css">.a{color:red}.b{color:blue}</style><style>.b{x:1}</style></head><body><p class="a"></p></body>';
    expect(new UsedStyles().page(page)).toBe('<head><style data-href="/assets/app.css">.a{color:red}</style><style>.b{x:1}</style></head><body><p class="a"></p></body>');
  });
});
