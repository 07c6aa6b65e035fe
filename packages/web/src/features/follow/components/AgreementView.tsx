/** One language's copy-trading agreement as an article. */
import type { AgreementText } from '../agreement.ts';
import { NavBar } from '../../../components/NavBar.tsx';
import styles from './Follow.module.css';

export function AgreementView({ text, lang }: { text: AgreementText; lang: string }) {
  return (
    <div className={styles.page} lang={lang}>
      <NavBar title={text.title} />
      <article className={styles.article}>
        <h2>{text.title}</h2>
        <p className={styles.hint}>{text.updated}</p>
        <p>{text.intro}</p>
        {text.sections.map((s) => (
          <section key={s.title}>
            <h3>{s.title}</h3>
            <ul>
              {s.points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </section>
        ))}
      </article>
    </div>
  );
}
