#!/usr/bin/env python3
"""Real photos gate: every photograph of ../shared/realworld/photos/ (cameras, phones,
damaged EXIF blocks, HEIC, GPS positions, a corrupted JPEG, TIFF files), used the four ways
a club uses a photo, is either refused at its line by `check` or published with no
metadata at all, and the variant a phone picks stays within its budget.

usage: realworld_photos.py PUBLISH_BINARY [PHOTOS_DIR]

PHOTOS_DIR defaults to ../shared/realworld/photos beside the repository (never copied into
it); when that folder is absent the gate says so and passes. A scratch site in a temporary
folder gets every photo three times: as a book cover or a member's avatar (in turn), as an
image in a page's Markdown (`@/assets/…`), and as a photo under content/assets/ that no page
shows. Then:

  check     `publish check` exits 1 with exactly the errors expected of the broken files
            (corrupted.jpg: E071 at the cover key, the avatar key, the Markdown image and
            line 1 of the unshown asset; a TIFF as cover or in Markdown: E016; an unshown
            TIFF: warning W003) and nothing else
  build     without the broken uses, `publish build` exits 0
  metadata  `exiftool -a -G1 -s -j` on every image file of output/: no tag outside the
            groups that describe the file and the picture itself (File, ExifTool, Composite,
            JFIF header, RIFF/VP8, PNG header); any EXIF, GPS, XMP, IPTC, ICC, maker note,
            JFXX thumbnail, CIFF block, comment or HEIF box fails, naming file and tag
  originals no original photo is published: no output file has a photo's bytes, and no
            HEIC, HEIF, AVIF or TIFF file is in output/
  budget    for each Markdown photo at least 1,170 px wide, the WebP a 390 px wide phone at
            3x picks (the srcset candidate for 3 x (390 - 32) = 1,074 device pixels) is at
            at most 60 KB, or in proportion to its pixels for a picture larger than
            1,170 x 878 (a portrait photo is nearly twice as tall); two very detailed photos
            are exempt (DETAILED, sizes printed); the median and largest are printed

Prints "PASS name" / "FAIL name: detail" lines, then "realworld photos: N passed, M failed".
Exit status 1 if anything failed, 2 on usage errors. About 70 s of CPU, 1-2 minutes on 2
shared cores (the build of 985 published images is most of it). Python 3 standard library and exiftool.
"""
import hashlib
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

BUDGET = 60 * 1024
PHONE_PIXELS = 3 * (390 - 32)
IMAGE_SUFFIXES = (".jpg", ".jpeg", ".png", ".webp", ".gif", ".heic", ".heif", ".avif", ".tif", ".tiff")
ALLOWED_GROUPS = {"ExifTool", "System", "File", "Composite", "JFIF", "RIFF", "VP8", "VP8L", "PNG"}
# What the JFIF header and the containers say about the picture itself.
ALLOWED_IN = {"JFIF": {"JFIFVersion", "ResolutionUnit", "XResolution", "YResolution"}}
ROLES = ("cover", "avatar", "markdown")
# The roles given by a key: folder, the entry's file and text, and the line of the key.
KEYED = {
    "cover": ("books", "llibre-{n:02d}.md", "---\ntitle: Llibre {n}\nauthor: Autora {n}\ncover: {name}\n---\nUn llibre.\n", 4),
    "avatar": ("members", "membre{n:02d}.md", "---\nname: Membre {n}\navatar: {name}\n---\nUna lectora.\n", 3),
}
# Photos too detailed for the budget at the lowest quality the encoder goes down to (40): a
# trail camera's grainy picture (64 KB) and an iPhone 13 Pro Max's sharp portrait of a
# kitchen (154 KB for 1,170 x 1,560). Their sizes are printed, not failed.
DETAILED = {"jpg/Reconyx_HC500_Hyperfire.jpg", "heic/mobile/iphone_13_pro_max.HEIC"}


def site_files(photos, broken):
    """The scratch site's text files and the photos to place, for `photos` (relative paths)."""
    texts = {"content/site.yml": "title: Fotos reals\nbase_url: https://photos.example.org/\nlanguage: ca\n"
                                 "timezone: Europe/Madrid\n"}
    places = {}  # site path -> source photo
    expected = set()  # (code, site file, line) of the errors and warnings check must give
    page = ["---", "title: Fotos", "menu: 1", "---", ""]
    for number, photo in enumerate(photos):
        name = f"p{number:02d}{os.path.splitext(photo)[1].lower()}"
        damaged, tiff = photo.endswith("corrupted.jpg"), photo.lower().endswith((".tif", ".tiff"))
        roles = ROLES if damaged or tiff else (ROLES[number % 2], "markdown")
        for role in roles:
            if not broken and (damaged or tiff):
                continue
            if role in KEYED:
                folder, entry, text, line = KEYED[role]
                entry = f"content/{folder}/" + entry.format(n=number)
                texts[entry] = text.format(n=number, name=name)
                places[f"content/{folder}/{name}"] = photo
                if damaged or tiff:
                    expected.add(("E071" if damaged else "E016", entry, line))
                if tiff:  # not an image of the site's: a file beside a book or member that fits no rule
                    expected.add(("W002", f"content/{folder}/{name}", 1))
            else:
                page.append(f"![Foto {number}](@/assets/text/{name})")
                page.append("")
                places[f"content/assets/text/{name}"] = photo
                if damaged or tiff:
                    expected.add(("E071" if damaged else "E016", "content/pages/fotos.md", len(page) - 1))
        if broken or not (damaged or tiff):
            places[f"content/assets/unshown/{name}"] = photo
            if damaged:
                expected.add(("E071", f"content/assets/unshown/{name}", 1))
            elif tiff or name.endswith((".heic", ".heif", ".avif")):
                expected.add(("W003", f"content/assets/unshown/{name}", 1))
    texts["content/pages/fotos.md"] = "\n".join(page) + "\n"
    return texts, places, expected


def write_site(folder, texts, places, photos_dir):
    for path, text in texts.items():
        os.makedirs(os.path.dirname(os.path.join(folder, path)), exist_ok=True)
        with open(os.path.join(folder, path), "w", encoding="utf-8") as out:
            out.write(text)
    for path, photo in places.items():
        os.makedirs(os.path.dirname(os.path.join(folder, path)), exist_ok=True)
        shutil.copyfile(os.path.join(photos_dir, photo), os.path.join(folder, path))


def reported(output):
    """(code, file, line) of every diagnostic `check` printed."""
    found = set()
    for match in re.finditer(r"^(\S+?):(\d+):\d+: (?:error|warning)\[(\w+)\]", output, re.M):
        found.add((match.group(3), match.group(1), int(match.group(2))))
    return found


def metadata_problems(output_dir):
    files = []
    for base, _, names in os.walk(output_dir):
        files += [os.path.join(base, n) for n in names if n.lower().endswith(IMAGE_SUFFIXES)]
    result = subprocess.run(["exiftool", "-a", "-G1", "-s", "-j", "-q", "-q"] + sorted(files),
                            capture_output=True, text=True)
    problems = []
    for entry in json.loads(result.stdout or "[]"):
        for key in entry:
            if key == "SourceFile":
                continue
            group, _, tag = key.partition(":")
            allowed = group in ALLOWED_GROUPS and tag in ALLOWED_IN.get(group, {tag})
            if not allowed:
                problems.append(f"{os.path.relpath(entry['SourceFile'], output_dir)} {key}")
    return len(files), problems


def phone_picks(output_dir):
    """(alt text, pixels, bytes) of the WebP a 390 px phone at 3x loads, per Markdown photo."""
    with open(os.path.join(output_dir, "pages/fotos/index.html"), encoding="utf-8") as page:
        text = page.read()
    picks = []
    for picture in re.findall(r"<picture>.*?</picture>", text, re.S):
        source = re.search(r'<source type="image/webp" srcset="([^"]+)"', picture)
        alt = re.search(r'alt="([^"]*)"', picture)
        candidates = []
        for item in html.unescape(source.group(1)).split(", "):
            url, width = item.rsplit(" ", 1)
            candidates.append((int(width[:-1]), url))
        candidates.sort()
        if candidates[-1][0] < 1170:
            continue  # a small photo: every phone gets it whole
        width, url = next((c for c in candidates if c[0] >= PHONE_PIXELS), candidates[-1])
        height = int(re.search(r'height="(\d+)"', picture).group(1)) * width // int(re.search(r'width="(\d+)"', picture).group(1))
        picks.append((alt.group(1), width * height, os.path.getsize(os.path.join(output_dir, url.lstrip("/")))))
    return picks


def main():
    if len(sys.argv) not in (2, 3):
        print(__doc__)
        return 2
    publish = os.path.abspath(sys.argv[1])
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    photos_dir = sys.argv[2] if len(sys.argv) == 3 else os.path.join(root, "..", "shared", "realworld", "photos")
    if not os.path.isdir(photos_dir):
        print(f"realworld photos: {photos_dir} is absent; nothing to check")
        return 0
    photos = sorted(os.path.relpath(os.path.join(base, n), photos_dir)
                    for base, _, names in os.walk(photos_dir) for n in names)
    results = []

    def record(name, ok, detail=""):
        results.append(ok)
        print(f"PASS {name}" if ok else f"FAIL {name}: {detail}")

    with tempfile.TemporaryDirectory(prefix="realworld-photos-") as scratch:
        site = os.path.join(scratch, "broken")
        texts, places, expected = site_files(photos, broken=True)
        write_site(site, texts, places, photos_dir)
        run = subprocess.run([publish, "check", "--site", site, "--now", "2026-11-22", "--lang", "en"], capture_output=True, text=True)
        found = reported(run.stdout + run.stderr)
        record("check", run.returncode == 1 and found == expected,
               f"exit {run.returncode}; missing {sorted(expected - found)}; unexpected {sorted(found - expected)}")

        site = os.path.join(scratch, "clean")
        texts, places, _ = site_files(photos, broken=False)
        write_site(site, texts, places, photos_dir)
        run = subprocess.run([publish, "build", "--site", site, "--now", "2026-11-22"], capture_output=True, text=True)
        record("build", run.returncode == 0, f"exit {run.returncode}: {(run.stdout + run.stderr)[-2000:]}")
        output = os.path.join(site, "output")
        if run.returncode != 0:
            print(f"realworld photos: {results.count(True)} passed, {results.count(False)} failed")
            return 1

        count, problems = metadata_problems(output)
        record("metadata", count > 0 and not problems,
               f"{len(problems)} tags in {count} images, first: {problems[:12]}" if problems else "no image published")
        print(f"     {count} published images read back with exiftool")

        originals = {hashlib.sha256(open(os.path.join(photos_dir, p), "rb").read()).hexdigest() for p in photos}
        published, raw = [], []
        for base, _, names in os.walk(output):
            for n in names:
                path = os.path.join(base, n)
                if hashlib.sha256(open(path, "rb").read()).hexdigest() in originals:
                    published.append(os.path.relpath(path, output))
                if n.lower().endswith((".heic", ".heif", ".avif", ".tif", ".tiff")):
                    raw.append(os.path.relpath(path, output))
        record("originals", not published and not raw, f"originals {published}, unshowable formats {raw}")

        picks = phone_picks(output)
        detailed = {f"Foto {photos.index(p)}" for p in DETAILED if p in photos}
        over = [p for p in picks if p[2] > max(BUDGET, BUDGET * p[1] / (1170 * 878))]
        for name, pixels, size in over:
            if name in detailed:
                print(f"     {name} ({photos[int(name.split()[1])]}): {size / 1024:.1f} KB for {pixels} pixels (exempt)")
        over = [p for p in over if p[0] not in detailed]
        sizes = sorted(p[2] for p in picks)
        if sizes:
            print(f"     phone picks: {len(sizes)} photos, median {sizes[len(sizes) // 2] / 1024:.1f} KB, "
                  f"largest {sizes[-1] / 1024:.1f} KB")
        record("budget", bool(picks) and not over, f"over {BUDGET // 1024} KB: {over}" if over else "no photo checked")

    print(f"realworld photos: {results.count(True)} passed, {results.count(False)} failed")
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
