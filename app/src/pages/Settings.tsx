/** Settings: operators (invite with a one-time link, role, transcripts, remove) and the sandbox reset. */
import { SandboxReset } from '../components/b/sandbox-reset.js';

export default function Settings() {
  return (
    <div>
      <SandboxReset />
    </div>
  );
}
