/**
 * A simple Catalan keyboard for the desktop kiosk (issue 13 §6), where the screen may have no
 * keyboard of its own: it types into the search field that has focus and never takes the focus
 * itself, so the field keeps its caret and the live results follow each key.
 */
import styles from './Kiosk.module.css';

const ROWS = [
  ['q', 'w', 'e', 'r', 't', 'y', 'u', 'i', 'o', 'p'],
  ['a', 's', 'd', 'f', 'g', 'h', 'j', 'k', 'l', 'ç'],
  ['z', 'x', 'c', 'v', 'b', 'n', 'm', 'l·l'],
  ['à', 'è', 'é', 'í', 'ï', 'ò', 'ó', 'ú', 'ü'],
];

const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/** Sets the field's value as typing would, so React's onChange sees it. */
function typeInto(input: HTMLInputElement, value: string): void {
  if (input.maxLength > 0 && value.length > input.maxLength) return;
  setValue?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export function OnScreenKeyboard({ input }: { input: HTMLInputElement }) {
  const key = (label: string, action: () => void, className = styles.key, name = label) => (
    <button
      key={name}
      type="button"
      className={className}
      aria-label={name}
      // Pressing a key must not move the focus away from the field.
      onPointerDown={(event) => event.preventDefault()}
      onMouseDown={(event) => event.preventDefault()}
      onClick={action}
    >
      {label}
    </button>
  );
  const add = (text: string) => () => typeInto(input, input.value + text);

  return (
    <div className={styles.keyboard} role="group" aria-label="Teclat en pantalla" data-testid="on-screen-keyboard">
      {ROWS.map((row, i) => (
        <div key={i} className={styles.keyRow}>
          {row.map((letter) => key(letter, add(letter)))}
        </div>
      ))}
      <div className={styles.keyRow}>
        {key('Esborra', () => typeInto(input, Array.from(input.value).slice(0, -1).join('')), `${styles.key} ${styles.keyWide}`)}
        {key('', add(' '), `${styles.key} ${styles.keySpace}`, 'Espai')}
        {key('Cerca', () => input.form?.requestSubmit(), `${styles.key} ${styles.keyWide} ${styles.keyEnter}`)}
      </div>
    </div>
  );
}
