import type { AdminCommand } from '../admin/commands.js';
import { rotateKeys } from './token-keys.js';
import { simulateCommand } from '../simulator/command.js';

export const runtimeCommands: AdminCommand[] = [
  {
    words: ['runtime', 'rotate-keys'],
    summary: 'Make a new visitor-token signing key now; older keys keep verifying until their tokens expire',
    run: async (deps) => rotateKeys(deps.db, deps.clock.now(), { force: true }),
  },
  simulateCommand,
];
