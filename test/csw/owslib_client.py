"""Drives Simpul's /csw with OWSLib (the library behind QGIS MetaSearch) and prints what it saw
as JSON, for test/integration/csw-clients.db.test.ts. Usage: owslib_client.py CSW_URL WORD"""

import json
import sys

from owslib.csw import CatalogueServiceWeb
from owslib.fes import And, BBox, PropertyIsLike

URL, WORD = sys.argv[1], sys.argv[2]
SCHEMAS = {
    "dc": "http://www.opengis.net/cat/csw/2.0.2",
    "gmd": "http://www.isotc211.org/2005/gmd",
    "mdb": "http://standards.iso.org/iso/19115/-3/mdb/2.0",
}

csw = CatalogueServiceWeb(URL, timeout=60)
out = {
    "title": csw.identification.title,
    "provider": csw.provider.name,
    "operations": sorted(op.name for op in csw.operations),
}

like = PropertyIsLike("csw:AnyText", f"%{WORD}%")
indonesia = BBox([94, -12, 142, 7])
csw.getrecords2(constraints=[And([like, indonesia])], maxrecords=5, esn="full")
out["filtered"] = {
    "matches": csw.results["matches"],
    "returned": csw.results["returned"],
    "nextrecord": csw.results["nextrecord"],
    "titles": [record.title for record in csw.records.values()],
}

# Paging to the end: nextrecord is 0 on the last page.
seen, start, pages = [], 1, 0
while True:
    csw.getrecords2(constraints=[like], startposition=start, maxrecords=4, esn="brief")
    seen.extend(csw.records.keys())
    pages += 1
    if csw.results["nextrecord"] == 0 or pages > 100:
        break
    start = csw.results["nextrecord"]
out["paging"] = {"matches": csw.results["matches"], "seen": len(seen), "unique": len(set(seen)), "pages": pages}

out["schemas"] = {}
for name, schema in SCHEMAS.items():
    typenames = "csw:Record" if name == "dc" else ("gmd:MD_Metadata" if name == "gmd" else "mdb:MD_Metadata")
    csw.getrecords2(outputschema=schema, typenames=typenames, maxrecords=3, esn="full")
    out["schemas"][name] = {"returned": csw.results["returned"], "records": len(csw.records), "ids": list(csw.records.keys())}

first = out["schemas"]["gmd"]["ids"][0]
csw.getrecordbyid(id=[first], outputschema=SCHEMAS["gmd"])
record = csw.records.get(first)
out["byId"] = {"id": first, "found": record is not None, "title": getattr(getattr(record, "identification", None), "title", None) if record else None}

print(json.dumps(out))
