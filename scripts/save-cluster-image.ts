// npm ci's postinstall step (after prisma-generate.mjs): saves the empty cluster that a new
// embedded database starts from (lib/db/cluster-image.ts says why). Kept when this PGlite
// version's image is there and whole; a damaged one is replaced. A failure is a warning, not a
// failed install: a new embedded database then runs PGlite's initdb, as it did before the image.
import { clusterImageFile, isWholeClusterImage, saveClusterImage } from "../lib/db/cluster-image";

const file = clusterImageFile();
if (file && !isWholeClusterImage(file)) {
  try {
    await saveClusterImage(file);
  } catch (error) {
    console.warn(
      `Simpul: the embedded database's cluster image was not saved (${error}); a new one runs initdb.`,
    );
  }
}
