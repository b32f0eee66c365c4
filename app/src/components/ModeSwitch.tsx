import type { Mode } from '../lib/api';
import { currentPath, navigate } from '../lib/router';
import { modeStore } from '../lib/session';
import { useStore } from '../lib/store';
import { match } from '../routes';

/**
 * Live or Sandbox data, always visible in the header (like a test mode). Switching keeps the
 * page but leaves an open item (`/inbox/<id>`): its id belongs to the other data set.
 */
export function ModeSwitch() {
  const mode = useStore(modeStore);
  const choose = (next: Mode) => {
    const found = match(currentPath());
    if (found?.rest.length) navigate(found.entry.path, { replace: true });
    modeStore.set(next);
  };
  return (
    <fieldset class="mode-switch">
      <legend>Data</legend>
      <label class={mode === 'live' ? 'on' : ''}>
        <input type="radio" name="mode" value="live" checked={mode === 'live'} onChange={() => choose('live')} />
        Live
      </label>
      <label class={mode === 'test' ? 'on' : ''}>
        <input type="radio" name="mode" value="test" checked={mode === 'test'} onChange={() => choose('test')} />
        Sandbox
      </label>
    </fieldset>
  );
}
