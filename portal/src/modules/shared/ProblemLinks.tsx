import type { ReactNode } from 'react';
import styles from './ProblemLinks.module.css';

export interface ProblemLink {
  key: string;
  /** The tab or panel the field is on: the button's text. */
  place: string;
  /** What is wrong with the field. */
  text: ReactNode;
  /** Opens that tab or panel. */
  onGo: () => void;
}

/** The problems a configuration page found before saving: 'Place: what is wrong', the place a button to it. */
export function ProblemLinks({ problems }: { problems: readonly ProblemLink[] }) {
  return (
    <ul className={styles.list}>
      {problems.map(({ key, place, text, onGo }) => (
        <li key={key}>
          <button type="button" className={styles.link} onClick={onGo}>
            {place}
          </button>
          : {text}
        </li>
      ))}
    </ul>
  );
}
