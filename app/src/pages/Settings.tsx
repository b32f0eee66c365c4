/** Settings: operators (invite with a one-time link, role, transcripts, remove) and the sandbox reset. */
import { Operators } from '../components/b/operators.js';
import { SandboxReset } from '../components/b/sandbox-reset.js';

export default function Settings() {
  return (
    <div>
      <Operators />
      <SandboxReset />
    </div>
  );
}
