/**
 * Every bridge call goes through one wrapper that checks who sent it: the frame must show a page
 * of the app's own origin (not a data: page, an iframe of another site or a page that got there
 * by a bug), and the window must be one allowed to make that call (the kiosk can only ask for its
 * exit; the staff windows cannot leave a kiosk they are not).
 */
import { IPC } from '../common/bridge.js';
import { isAppUrl } from './navigation.js';

export type WindowRole = 'staff' | 'kiosk';

export interface IpcEvent {
  sender: unknown;
  senderFrame: { url: string } | null;
}

export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcEvent, ...args: unknown[]) => unknown): void;
}

type Channel = (typeof IPC)[keyof typeof IPC];

/** Who may invoke each channel (the menu channel goes the other way, main → renderer). */
export const CHANNEL_ROLES: Record<Exclude<Channel, typeof IPC.menuCommand>, readonly WindowRole[]> = {
  [IPC.openExternal]: ['staff'],
  [IPC.choosePackage]: ['staff'],
  [IPC.getRemote]: ['staff'],
  [IPC.setRemote]: ['staff'],
  [IPC.clearRemote]: ['staff'],
  [IPC.renewAdminSession]: ['staff'],
  [IPC.startKiosk]: ['staff'],
  [IPC.hasKioskPin]: ['staff', 'kiosk'],
  [IPC.setKioskPin]: ['staff'],
  [IPC.exitKiosk]: ['kiosk'],
};

type HandledChannel = keyof typeof CHANNEL_ROLES;

export class UntrustedSenderError extends Error {}

interface IpcGuard {
  handle(channel: HandledChannel, handler: (...args: unknown[]) => unknown): void;
}

export function createIpcGuard(
  ipcMain: IpcMainLike,
  context: {
    appOrigin(): string;
    /** The role of the window that owns these web contents, or null when it is none of ours. */
    roleOf(sender: unknown): WindowRole | null;
  },
): IpcGuard {
  return {
    handle(channel, handler) {
      ipcMain.handle(channel, (event, ...args) => {
        const url = event.senderFrame?.url ?? '';
        const role = context.roleOf(event.sender);
        if (!isAppUrl(url, context.appOrigin()) || role === null || !CHANNEL_ROLES[channel].includes(role)) {
          throw new UntrustedSenderError(`Refused ${channel} from ${url || 'an unknown frame'}.`);
        }
        return handler(...args);
      });
    },
  };
}
