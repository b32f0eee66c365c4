import { modeStore } from '../lib/session';
import { useStore } from '../lib/store';

/** Live or Sandbox data, always visible in the header (like a test-mode switch). */
export function ModeSwitch() {
  const mode = useStore(modeStore);
  return (
    <fieldset class="mode-switch">
      <legend>Data</legend>
      <label class={mode === 'live' ? 'on' : ''}>
        <input type="radio" name="mode" value="live" checked={mode === 'live'} onChange={() => modeStore.set('live')} />
        Live
      </label>
      <label class={mode === 'test' ? 'on' : ''}>
        <input type="radio" name="mode" value="test" checked={mode === 'test'} onChange={() => modeStore.set('test')} />
        Sandbox
      </label>
    </fieldset>
  );
}
