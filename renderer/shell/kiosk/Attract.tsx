/**
 * The attract loop (issue 13 §3): while nobody touches the screen, the latest edition goes by
 * slowly, its cover and then each article's image, title and summary, a few seconds each, under
 * 'Toca la pantalla per començar'. A tap anywhere ends it (the kiosk then starts the next visitor
 * at its home).
 */
import { useEffect, useRef, useState } from 'react';
import { cardSummary } from '../../../common/cards.js';
import { formatLongDate } from '../../../common/dates.js';
import { htmlToPlainLine } from '../../../common/html.js';
import { KIOSK, attractSlide, latestEditionKicker } from '../../../common/kiosk.js';
import { sectionName } from '../../../common/sections.js';
import { useLatestIssue } from '../../api/issues.js';
import { imageUrl } from '../../api/media.js';
import { Img } from '../../components/Img.js';
import { Logo } from '../../components/Logo.js';
import { SafeHtml } from '../../components/SafeHtml.js';
import { useSlideFit } from './useSlideFit.js';
import styles from './Kiosk.module.css';

const ATTRACT_CALL = 'Toca la pantalla per començar';

export function Attract({ onWake }: { onWake: () => void }) {
  const latest = useLatestIssue();
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), KIOSK.slideMs);
    return () => window.clearInterval(timer);
  }, []);

  const data = latest.data;
  const count = data ? data.articles.length + 1 : 1;
  const index = attractSlide(now - startedAt, count);
  const article = data && index > 0 ? data.articles[index - 1] : undefined;
  const textRef = useRef<HTMLDivElement>(null);
  useSlideFit(textRef, styles.slideSummary ?? '', styles.slideTitle ?? '', `${index} ${data ? data.issue._id : ''}`);

  let slide;
  if (!data) {
    slide = (
      <div className={styles.slideText}>
        <Logo size={96} />
      </div>
    );
  } else if (!article) {
    const { issue } = data;
    slide = (
      <>
        {issue.coverImage && (
          <Img src={imageUrl(issue.coverImage)} alt={`Portada del número ${issue.number}`} width={1200} height={1600} className={styles.slideImage} />
        )}
        <div ref={textRef} className={styles.slideText}>
          <p className={styles.slideKicker}>{latestEditionKicker(issue.publicationDate, new Date(now))}</p>
          <p className={styles.slideTitle}>Número {issue.number}</p>
          {issue.title && <p className={styles.slideSummary}>{issue.title}</p>}
          <p className={styles.slideMeta}>{formatLongDate(issue.publicationDate)}</p>
        </div>
      </>
    );
  } else {
    slide = (
      <>
        <Img src={imageUrl(article.imageCard)} alt={article.imageCardAlt ?? ''} width={1200} height={800} className={styles.slideImage} />
        <div ref={textRef} className={styles.slideText}>
          <p className={styles.slideKicker}>{sectionName(article.section)}</p>
          <p className={styles.slideTitle}>{htmlToPlainLine(article.title)}</p>
          <SafeHtml as="p" html={cardSummary(article, 'medium').html} className={styles.slideSummary} />
        </div>
      </>
    );
  }

  return (
    <section className={styles.attract} aria-label="La revista, en pantalla" data-testid="attract" data-slide={index}>
      <div key={index} className={styles.slide}>
        {slide}
      </div>
      {/* The whole screen is this one button: a tap anywhere starts. */}
      <button type="button" className={styles.attractCall} onClick={onWake}>
        <span className={styles.attractCallText}>{ATTRACT_CALL}</span>
      </button>
    </section>
  );
}
