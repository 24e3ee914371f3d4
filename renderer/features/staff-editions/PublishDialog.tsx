/**
 * The question asked before a step readers will see: publishing an edition here, sending it (or
 * its corrections) to the public site, or withdrawing it back to draft; and, when the publish gate
 * refused, the articles not accepted yet (issue 28), named before publishing them anyway.
 */
import type { NotAcceptedArticle } from '../../../common/api/review.js';
import { htmlToPlainLine } from '../../../common/html.js';
import { REVIEW_STATE_NAMES } from '../../../common/review.js';
import { ConfirmDialog, type ConfirmQuestion } from '../../components/ConfirmDialog.js';

/** The steps that change what readers see, each asked first. */
export type Step = 'publish' | 'publish-web' | 'withdraw';

function questionFor(step: Step, number: number, remoteUrl: string | null, published: boolean): ConfirmQuestion {
  if (step === 'publish-web' && published) {
    return {
      title: `Enviar al web les correccions del número ${number}?`,
      text: `Si el web públic${remoteUrl ? ` (${remoteUrl})` : ''} ja té aquest número, s'hi publicaran les correccions publicades aquí que encara no té, amb la seva data; si no el té, s'hi enviarà i s'hi publicarà sencer.`,
      confirmLabel: 'Sí, envia-les',
      tone: 'primary',
    };
  }
  if (step === 'publish') {
    return {
      title: `Publicar el número ${number}?`,
      text: "Els lectors el veuran a l'instant: a la portada, a l'arxiu, a la cerca i als canals. Si cal, el podràs retirar amb 'Retira'.",
      confirmLabel: 'Sí, publica',
      tone: 'primary',
    };
  }
  if (step === 'publish-web') {
    return {
      title: `Publicar el número ${number} al web?`,
      text: `S'enviarà al web públic${remoteUrl ? ` (${remoteUrl})` : ''} i s'hi publicarà: els lectors el veuran a l'instant. En aquesta còpia també quedarà publicat.`,
      confirmLabel: 'Sí, publica al web',
      tone: 'primary',
    };
  }
  // A staff copy (one with a public site configured) withdraws only its own copy: 'Publica al web' has no undo there.
  const elsewhere = remoteUrl
    ? ` Només es retira d'aquesta còpia: el web públic (${remoteUrl}) el continua mostrant fins que el retireu a la redacció del web públic.`
    : '';
  return {
    title: `Retirar el número ${number}?`,
    text: `Tornarà a ser un esborrany: els lectors deixaran de veure'l a la portada, a l'arxiu, a la cerca, als canals i al quiosc. El podràs tornar a publicar.${elsewhere}`,
    confirmLabel: 'Sí, retira',
    tone: 'danger',
  };
}

export function PublishDialog({ step, number, remoteUrl, published, onConfirm, onCancel }: { step: Step; number: number; remoteUrl: string | null; published: boolean; onConfirm(): void; onCancel(): void }) {
  return <ConfirmDialog question={questionFor(step, number, remoteUrl, published)} onConfirm={onConfirm} onCancel={onCancel} />;
}

/** The second question, when the gate refused: the articles not accepted, named, and whether to publish them anyway. */
export function UnacceptedDialog({ number, articles, onConfirm, onCancel }: { number: number; articles: readonly NotAcceptedArticle[]; onConfirm(): void; onCancel(): void }) {
  const listed = articles.map((a) => `«${htmlToPlainLine(a.title)}» (${REVIEW_STATE_NAMES[a.state]})`).join(', ');
  const question: ConfirmQuestion = {
    title: `Publicar el número ${number} amb articles no acceptats?`,
    text:
      articles.length === 1
        ? `Aquest article encara no és «Acceptat»: ${listed}. Si el publiques igualment, els lectors el veuran tal com és ara.`
        : `Aquests articles encara no són «Acceptat»: ${listed}. Si el publiques igualment, els lectors els veuran tal com són ara.`,
    confirmLabel: 'Sí, publica igualment',
    tone: 'danger',
  };
  return <ConfirmDialog question={question} onConfirm={onConfirm} onCancel={onCancel} />;
}
