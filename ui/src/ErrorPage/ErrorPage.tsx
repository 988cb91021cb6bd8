import { useId } from 'react';
import { LinkButton } from '../LinkButton/LinkButton.tsx';
import a11y from '../theme/a11y.module.css';
import styles from './ErrorPage.module.css';

export interface ErrorPageProps {
  /** 404: the page does not exist; 500: the server failed. */
  variant: '404' | '500';
  /** A status code to show instead of the variant's own (e.g. the statuscode query of /error/errorpage). */
  statusCode?: number | string;
  /** Target of Back To Home. */
  homeHref?: string;
}

const TEXTS = {
  '404': { title: 'Page Not Found', message: "Oopps. The page you were looking for doesn't exist." },
  '500': { title: 'Internal Server Error', message: 'Oopps. There was an error, please try again later.' },
} as const;

/** The 404 and 500 pages of calls-billing-spec §2, each with a Back To Home button. */
export function ErrorPage({ variant, statusCode, homeHref = '/home/welcome' }: ErrorPageProps) {
  const { title, message } = TEXTS[variant];
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <p className={styles.code}>
        <span className={a11y.visuallyHidden}>Error </span>
        {statusCode ?? variant}
      </p>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      <p className={styles.message}>{message}</p>
      <div className={styles.home}>
        <LinkButton href={homeHref}>Back To Home</LinkButton>
      </div>
    </section>
  );
}
