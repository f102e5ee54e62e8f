import { raw } from 'hono/html';
import { jsonForScript } from '../json-for-script';

/**
 * Data for the widgets as `<script type="application/json">`. Script content is raw text, so JSX's
 * HTML escaping would corrupt the JSON; jsonForScript escapes it for the script context instead,
 * which is why this is the one place that writes unescaped-by-JSX output.
 */
export function JsonScript({ id, data }: { id: string; data: unknown }) {
  return (
    <script type="application/json" id={id}>
      {raw(jsonForScript(data))}
    </script>
  );
}
