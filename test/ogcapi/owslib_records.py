"""OWSLib's OGC API - Records client (Debian's python3-owslib) walks Simpul's /ogcapi.

Usage: owslib_records.py BASE_URL WORD. Prints one JSON object of what it saw; the test
(test/integration/csw-clients.db.test.ts) compares it with the database.
"""

import json
import sys

from owslib.ogcapi.records import Records

base, word = sys.argv[1], sys.argv[2]
api = Records(f"{base}/ogcapi")
seen = {}

seen["conformance"] = api.conformance()["conformsTo"]
seen["record_collections"] = api.records()
collection = api.collection("katalog")
seen["title"] = collection["title"]
seen["queryables"] = sorted(api.collection_queryables("katalog")["properties"])

# Every item, page by page, as a harvester pages.
ids, offset, matched = [], 0, None
while True:
    page = api.collection_items("katalog", limit=25, offset=offset)
    matched = page["numberMatched"]
    ids += [feature["id"] for feature in page["features"]]
    if not any(link["rel"] == "next" for link in page["links"]):
        break
    offset += 25
seen["paging"] = {"matched": matched, "seen": len(ids), "unique": len(set(ids))}

found = api.collection_items("katalog", q=word, limit=5)
seen["q"] = {"matched": found["numberMatched"], "returned": found["numberReturned"]}
boxed = api.collection_items("katalog", bbox=[95, -11, 141, 6], limit=5)
seen["bbox"] = {"matched": boxed["numberMatched"], "returned": boxed["numberReturned"]}
sorted_ = api.collection_items("katalog", sortby="title", limit=50)
titles = [feature["properties"]["title"] for feature in sorted_["features"]]
seen["sortby"] = {"returned": len(titles), "titles": titles}
text = api.collection_items("katalog", filter=f"title LIKE '%{word}%'", limit=5)
seen["filter"] = {"matched": text["numberMatched"]}
# OWSLib sends a CQL2 JSON filter as the body of a POST.
posted = api.collection_items("katalog", cql={"op": "like", "args": [{"property": "title"}, f"%{word}%"]}, limit=5)
seen["cql_json"] = {"matched": posted["numberMatched"]}
one = api.collection_item("katalog", ids[0])
seen["item"] = {"id": one["id"], "asked": ids[0], "title": one["properties"]["title"]}

print(json.dumps(seen))
