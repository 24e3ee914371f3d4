/**
 * 'Programa la publicació': the day and minute an edition goes out, on the magazine's clock. The
 * server checks everything (a day or hour that does not exist, one already past, the hour the
 * clocks skip or repeat, an edition with no articles, someone else scheduling first) and its
 * Catalan reason is shown as said; nothing changes then. Escape or 'Cancel·la' closes it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarEdition } from '../../../common/api/schedule.js';
import { formatWeekdayDay } from '../../../common/dates.js';
import type { WallTime } from '../../../common/zonedTime.js';
import { ApiError, serverMessage } from '../../api/apiError.js';
import { scheduleEdition, unscheduleEdition } from '../../api/schedule.js';
import { WallTimeForm } from '../../components/WallTimeForm.js';

const failureText = (error: unknown, fallback: string) => (error instanceof ApiError && serverMessage(error)) || fallback;

export function ScheduleForm({ edition, timeZone, onDone }: { edition: CalendarEdition; timeZone: string; onDone(message: string | null): void }) {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'admin' && q.queryKey[1] !== 'session' });

  const save = useMutation({
    mutationFn: (wall: WallTime) => scheduleEdition(edition.number, { ...wall, expected: edition.schedule?.at ?? null }),
    onSuccess: (saved) => {
      refresh();
      onDone(`L’edició ${saved.number} es publicarà ${formatWeekdayDay(saved.schedule!.date)}, a les ${saved.schedule!.time}.`);
    },
  });
  const remove = useMutation({
    mutationFn: () => unscheduleEdition(edition.number),
    onSuccess: () => {
      refresh();
      onDone(`L’edició ${edition.number} ja no té cap publicació programada.`);
    },
  });
  const error = save.error ? failureText(save.error, 'No s’ha pogut programar la publicació. Torna-ho a provar.') : remove.error ? failureText(remove.error, 'No s’ha pogut treure la programació.') : null;

  return (
    <WallTimeForm
      title={`Programa la publicació de l’edició ${edition.number}`}
      hint={`Hora de la revista (${timeZone}). L’edició es publicarà sola en aquest minut.`}
      initial={{ date: edition.schedule?.date ?? edition.publicationDate, time: edition.schedule?.time ?? '09:00' }}
      submitLabel={edition.schedule ? 'Canvia l’hora' : 'Programa la publicació'}
      pending={save.isPending}
      error={error}
      onSubmit={(wall) => save.mutate(wall)}
      onCancel={() => onDone(null)}
    >
      {edition.schedule && (
        <button type="button" className="button" disabled={remove.isPending} onClick={() => remove.mutate()}>
          Treu la programació
        </button>
      )}
    </WallTimeForm>
  );
}
