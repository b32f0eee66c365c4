/** Settings: operators (invite with a one-time link, role, transcripts, remove), your own password, and the sandbox reset. */
import { Operators } from '../components/b/operators.js';
import { SandboxReset } from '../components/b/sandbox-reset.js';
import { OwnPassword } from '../components/OwnPassword.js';

export default function Settings() {
  return (
    <div>
      <Operators />
      <OwnPassword />
      <SandboxReset />
    </div>
  );
}
