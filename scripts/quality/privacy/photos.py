"""Phone photos in the privacy site: made when the gate runs (libvips and exiftool, both
installed by scripts/setup.sh), then looked for in output/.

  pubmember     avatar pubmember.jpg, 1200x900, with a GPS position, camera make and model,
                a comment, an XMP creator and an IPTC caption, each holding PHOTO-MARKER-9090
  erasedmember  avatar erasedmember.jpg instead of the SVG, one solid colour (#13579b) that
                no other image of the site has, with the same tags

Checks:
  photo tags    exiftool finds no EXIF, GPS, XMP, IPTC, ICC, maker-note or comment tag in any
                image of output/ (JPEG, PNG, WebP, GIF, AVIF), and the photos' originals are
                not published
  erased photo  no image of output/ is the erased member's colour (its centre pixel, read
                with `vips getpoint`, within 32 of it on every channel: JPEG's colour
                subsampling moves a solid colour by some 25)
"""
import json
import os
import subprocess
import tempfile

MARKER = "PHOTO-MARKER-9090"
ERASED_COLOUR = (0x13, 0x57, 0x9B)
IMAGE_EXTENSIONS = (".jpg", ".jpeg", ".png", ".webp", ".gif", ".avif")
# Tag groups exiftool reports that describe the file and the pixels, not the person.
STRUCTURAL = ("ExifTool", "File", "Composite", "RIFF", "PNG", "JFIF", "GIF")


def _photo(path, width, height, colour, noise):
    with tempfile.TemporaryDirectory() as work:
        base = os.path.join(work, "base.v")
        subprocess.run(["vips", "black", base, str(width), str(height), "--bands", "3"], check=True, capture_output=True)
        subprocess.run(["vips", "linear", base, path + "[Q=90]", "1 1 1", " ".join(map(str, colour)), "--uchar"],
                       check=True, capture_output=True)
    if noise:
        subprocess.run(["vips", "gaussnoise", path + ".noise.v", str(width), str(height), "--sigma", "30"], check=True,
                       capture_output=True)
        subprocess.run(["vips", "add", path, path + ".noise.v", path + ".v"], check=True, capture_output=True)
        subprocess.run(["vips", "cast", path + ".v", path + "[Q=90]", "uchar"], check=True, capture_output=True)
        for leftover in (path + ".noise.v", path + ".v"):
            os.remove(leftover)
    subprocess.run(["exiftool", "-q", "-overwrite_original", "-GPSLatitude=41.9794", "-GPSLatitudeRef=N",
                    "-GPSLongitude=2.8214", "-GPSLongitudeRef=E", "-Make=Apple", f"-Model=iPhone {MARKER}",
                    f"-Comment={MARKER}", f"-XMP:Creator={MARKER}", f"-IPTC:Caption-Abstract={MARKER}", path],
                   check=True, capture_output=True)


def add(site, edit_content):
    """Gives the two members their photo avatars."""
    members = os.path.join(site, "content", "members")
    _photo(os.path.join(members, "pubmember.jpg"), 1200, 900, (150, 110, 70), noise=True)
    _photo(os.path.join(members, "erasedmember.jpg"), 800, 800, ERASED_COLOUR, noise=False)
    edit_content(site, "members/pubmember.md", "name: Pablo Público\n", "name: Pablo Público\navatar: pubmember.jpg\n")
    edit_content(site, "members/erasedmember.md", "avatar: erasedmember.svg", "avatar: erasedmember.jpg")
    os.remove(os.path.join(members, "erasedmember.svg"))


def check(results, output):
    images = sorted(os.path.join(folder, name) for folder, _, names in os.walk(output)
                    for name in names if name.lower().endswith(IMAGE_EXTENSIONS))
    rel = [os.path.relpath(path, output) for path in images]
    results.check("photos: the members' photos are published as variants", any(r.startswith("images/v/") for r in rel),
                  f"no variant in {rel}")
    results.check("photos: the originals are not published", not any(r.endswith(("pubmember.jpg", "erasedmember.jpg")) for r in rel),
                  ", ".join(r for r in rel if r.endswith(".jpg") and "members" in r))
    if not images:
        return
    run = subprocess.run(["exiftool", "-j", "-G", "-a", "-u", *images], capture_output=True, text=True)
    tagged = []
    for entry in json.loads(run.stdout or "[]"):
        tags = [key for key in entry if ":" in key and key.split(":")[0] not in STRUCTURAL]
        if tags:
            tagged.append(f"{os.path.relpath(entry['SourceFile'], output)}: {', '.join(tags[:6])}")
    results.check(f"photo tags: no metadata in any of the {len(images)} published images", not tagged, "\n".join(tagged[:10]))
    erased = []
    for path in images:
        if path.endswith(".svg"):
            continue
        header = subprocess.run(["vipsheader", "-f", "width", path], capture_output=True, text=True)
        height = subprocess.run(["vipsheader", "-f", "height", path], capture_output=True, text=True)
        if header.returncode or height.returncode:
            continue
        x, y = int(header.stdout) // 2, int(height.stdout) // 2
        point = subprocess.run(["vips", "getpoint", path, str(x), str(y)], capture_output=True, text=True)
        values = [float(v) for v in point.stdout.split()[:3]] if point.returncode == 0 else []
        if len(values) == 3 and all(abs(v - c) <= 32 for v, c in zip(values, ERASED_COLOUR)):
            erased.append(os.path.relpath(path, output))
    results.check("erased photo: the erased member's photo is in no published image", not erased, ", ".join(erased))
