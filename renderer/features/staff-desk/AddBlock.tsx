/** 'Afegeix el bloc': a new block of the chosen type at the end of the body. */
import { useId, useState } from 'react';
import type { BodyBlockType } from '../../../common/types.js';
import { BLOCK_LABELS, BLOCK_TYPES } from './blocks.js';
import styles from './BlockEditor.module.css';
import desk from './Desk.module.css';

export function AddBlock({ onAdd }: { onAdd(type: BodyBlockType): void }) {
  const [type, setType] = useState<BodyBlockType>('paragraph');
  const id = useId();
  return (
    <div className={styles.add} role="group" aria-label="Afegeix un bloc">
      <label className={desk.label} htmlFor={id}>
        Tipus de bloc nou
      </label>
      <select id={id} className={desk.input} value={type} onChange={(e) => setType(e.target.value as BodyBlockType)}>
        {BLOCK_TYPES.map((t) => (
          <option key={t} value={t}>
            {BLOCK_LABELS[t]}
          </option>
        ))}
      </select>
      <button type="button" className="button" onClick={() => onAdd(type)}>
        Afegeix el bloc
      </button>
    </div>
  );
}
