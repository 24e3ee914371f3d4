/** Interviews ('entrevistes'): an introduction, then questions each followed by the answer. */
import type { BodyBlock } from '../../../common/types.js';
import { MUSIC_VIDEOS } from '../content/recommendations.js';
import { CATEGORY_QA, GENERAL_QA, INTERVIEW_INTROS, INTERVIEWEES } from '../content/interviews.js';
import type { QuestionAnswer } from '../content/types.js';
import type { ArticleDraft, EditionContext, Media, SectionWriter } from '../draft.js';
import { VIDEO_NAME, youtubeEmbed } from '../draft.js';
import type { Random } from '../random.js';
import { contract, fill, heading, paragraph, pullQuote } from '../text.js';

export function interviewWriter(rng: Random, media: Media): SectionWriter {
  const people = rng.shuffle(INTERVIEWEES);
  let count = 0;
  return {
    name: 'interviews',
    section: 'entrevistes',
    remaining: () => people.length,
    write(_edition: EditionContext): ArticleDraft {
      const person = people.shift();
      if (!person) throw new Error('interviews: nobody left');
      count++;
      const first = person.name.split(' ')[0] ?? person.name;
      const vars = { name: person.name, first, about: person.about, town: person.town, work: person.work, role: person.role };

      // The opening question first when it is chosen, the rest in a natural mix.
      const general = rng.sampleInOrder(GENERAL_QA, rng.int(2, 4));
      const specific = rng.sampleInOrder(CATEGORY_QA[person.category], rng.int(3, 4));
      const openingChosen = general[0] !== undefined && general[0] === GENERAL_QA[0];
      const others = openingChosen ? general.slice(1) : general;
      const middle = rng.shuffle<QuestionAnswer>([...specific, ...others]);
      const questions = openingChosen && general[0] ? [general[0], ...middle] : middle;

      const text: BodyBlock[] = [paragraph(fill(rng.pick(INTERVIEW_INTROS), vars))];
      if (rng.chance(0.6)) {
        text.push({ type: 'image', name: media.nextFigure(), content: `${person.name}, a ${person.town}.` });
      }
      questions.forEach((qa, i) => {
        text.push(heading('question', fill(qa.question, vars)));
        text.push(paragraph(fill(qa.answers[(count + i) % qa.answers.length] ?? '', vars)));
        if (i === 2) text.push(pullQuote(`«${person.quote}»`, person.name));
      });
      if (person.category === 'cinema' && count % 2 === 0) {
        text.push({ type: 'video', name: VIDEO_NAME, content: contract(`Un fragment de ${person.work}.`) });
      }
      if (person.category === 'musica' && count % 3 !== 0) {
        const video = MUSIC_VIDEOS[count % MUSIC_VIDEOS.length];
        if (video) text.push({ type: 'youtube', content: youtubeEmbed(video.id), foot: `${person.name}: ${video.foot.charAt(0).toLowerCase()}${video.foot.slice(1)}` });
      }
      return {
        section: 'entrevistes',
        title: `${person.name}: «${person.quote}»`,
        titlePdf: rng.chance(0.5) ? `Entrevista amb ${person.name}` : undefined,
        summary: `Parlem amb ${person.name}, ${person.role}, sobre ${person.work}, el seu ofici i ${rng.pick(['la memòria', 'el país', 'la llengua', 'el temps', 'la feina ben feta'])}.`,
        text,
        specialties: ['Periodisme cultural'],
        authorCount: rng.chance(0.15) ? 2 : 1,
      };
    },
  };
}
