import type { FieldValues } from '../../api/resource';
import type { AreaDef } from '../../areas/area';

/**
 * Spec 02 §4 (mail templates): files chosen in the form go up one by one once the record is saved,
 * with its id. A file the server refuses does not undo the save: the record stays as saved and the
 * refused files are answered, so the form can say which did not go up.
 */
export async function uploadChosenFiles(area: AreaDef<any>, id: number, values: FieldValues, signal: AbortSignal): Promise<File[]> {
  const refused: File[] = [];
  for (const field of area.fields) {
    if (field.kind !== 'files') continue;
    const chosen = values[field.name];
    for (const file of Array.isArray(chosen) ? (chosen as File[]) : []) {
      try {
        await field.upload(id, file, signal);
      } catch {
        if (signal.aborted) throw signal.reason;
        refused.push(file);
      }
    }
  }
  return refused;
}
