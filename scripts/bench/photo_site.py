#!/usr/bin/env python3
"""Makes a site full of phone photos for benchmarks and stress runs: the sample site of this
repository plus one book per photo, each with a JPEG cover the way a phone hands it over
(grain over a gradient, so it compresses like a photo; GPS position and camera model in its
EXIF block; some of them turned by an EXIF orientation). Everything is made here with
libvips and exiftool from Debian: nothing is downloaded.

  scripts/bench/photo_site.py --out /tmp/photos --photos 300 [--size 4000x3000] [--bases 12]
                              [--hugo /tmp/photos-hugo]

Only --bases different pictures are drawn (drawing a 12-megapixel photo takes a while); every
copy gets its own GPS position and description, so every file has different bytes and is a
different image to both tools. --hugo also writes a Hugo site whose page bundles hold the
very same photos, with a template that makes the same twelve variants Readalong makes for a
cover (the card and book-page sizes at 1x, 2x and 3x, in WebP and JPEG).
"""
import argparse
import os
import shutil
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# Readalong's cover sizes (ImageUse.coverCard and .coverPage) at 1x, 2x and 3x.
COVER_SIZES = [(120, 180), (240, 360), (360, 540), (200, 300), (400, 600), (600, 900)]


def run(*command):
    """Runs a command (a negative number is written with a space before it, so that vips
    does not take it for an option)."""
    subprocess.run(command, check=True, capture_output=True)


def draw_photo(path, width, height, seed):
    """A photo-like JPEG: grain over a diagonal two-colour gradient."""
    with tempfile.TemporaryDirectory() as work:
        v = lambda name: os.path.join(work, name + ".v")
        run("vips", "gaussnoise", v("noise"), str(width), str(height), "--sigma", "22", "--mean", "0",
            "--seed", str(seed))
        run("vips", "xyz", v("xyz"), str(width), str(height))
        run("vips", "extract_band", v("xyz"), v("x"), "0")
        run("vips", "extract_band", v("xyz"), v("y"), "1")
        bands = []
        for band in range(3):
            top = 40 + (seed * 53 + band * 91) % 170
            bottom = 40 + (seed * 29 + band * 67 + 80) % 170
            run("vips", "linear", v("y"), v(f"g{band}"), f" {(bottom - top) / height}", str(top))
            run("vips", "linear", v("x"), v(f"h{band}"), f" {((band + seed) % 3 - 1) * 30 / width}", "0")
            run("vips", "add", v(f"g{band}"), v(f"h{band}"), v(f"s{band}"))
            run("vips", "add", v(f"s{band}"), v("noise"), v(f"c{band}"))
            bands.append(v(f"c{band}"))
        run("vips", "bandjoin", " ".join(bands), v("rgb"))
        run("vips", "cast", v("rgb"), v("base"), "uchar")
        run("vips", "copy", v("base"), path + "[Q=92]", "--interpretation", "srgb")


def tag_copies(paths):
    """Gives every copy its own GPS position, camera and description (one exiftool call)."""
    arguments = []
    for index, path in enumerate(paths):
        arguments += [f"-GPSLatitude={41 + index / 1000:.4f}", "-GPSLatitudeRef=N",
                      f"-GPSLongitude={2 + index / 1000:.4f}", "-GPSLongitudeRef=E",
                      "-Make=Apple", "-Model=iPhone 15", f"-ImageDescription=foto {index}",
                      f"-Orientation#={6 if index % 5 == 2 else 1}", path, "-execute"]
    subprocess.run(["exiftool", *arguments[:-1], "-common_args", "-q", "-overwrite_original"], check=True,
                   capture_output=True)


def book(index):
    return (f"---\ntitle: Foto {index:03d}\nauthors: [Autora {index % 17}]\ncover: foto-{index:03d}.jpg\n"
            f"genres: [novel·la]\n---\nUn llibre fotografiat amb el mòbil, el número {index}.\n")


def hugo_site(out, photos):
    os.makedirs(os.path.join(out, "layouts", "_default"), exist_ok=True)
    with open(os.path.join(out, "config.toml"), "w") as config:
        config.write('baseURL = "https://example.org/"\ndisableKinds = ["taxonomy", "term", "RSS", "sitemap"]\n'
                     '[imaging]\n  quality = 78\n')
    calls = "".join(
        f'{{{{ with $c.Fill "{w}x{h} Center webp q72" }}}}<img src="{{{{ .RelPermalink }}}}">{{{{ end }}}}'
        f'{{{{ with $c.Fill "{w}x{h} Center jpg q78" }}}}<img src="{{{{ .RelPermalink }}}}">{{{{ end }}}}\n'
        for w, h in COVER_SIZES)
    with open(os.path.join(out, "layouts", "_default", "single.html"), "w") as template:
        template.write('{{ $c := .Resources.GetMatch "cover.jpg" }}<h1>{{ .Title }}</h1>\n' + calls)
    with open(os.path.join(out, "layouts", "_default", "list.html"), "w") as template:
        template.write("<ul>{{ range .Pages }}<li>{{ .Title }}</li>{{ end }}</ul>\n")
    for index, photo in enumerate(photos):
        bundle = os.path.join(out, "content", "books", f"foto-{index:03d}")
        os.makedirs(bundle, exist_ok=True)
        shutil.copyfile(photo, os.path.join(bundle, "cover.jpg"))
        with open(os.path.join(bundle, "index.md"), "w") as page:
            page.write(f'---\ntitle: "Foto {index:03d}"\n---\nUn llibre fotografiat amb el mòbil.\n')


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True)
    parser.add_argument("--photos", type=int, default=100)
    parser.add_argument("--size", default="4000x3000")
    parser.add_argument("--bases", type=int, default=12)
    parser.add_argument("--hugo")
    options = parser.parse_args()
    width, height = map(int, options.size.split("x"))
    if os.path.exists(options.out):
        shutil.rmtree(options.out)
    shutil.copytree(os.path.join(ROOT, "content"), os.path.join(options.out, "content"))
    if os.path.isdir(os.path.join(ROOT, "templates")):
        shutil.copytree(os.path.join(ROOT, "templates"), os.path.join(options.out, "templates"))
    books = os.path.join(options.out, "content", "books")
    bases = []
    for seed in range(min(options.bases, options.photos)):
        path = os.path.join(tempfile.gettempdir(), f"readalong-photo-{width}x{height}-{seed}.jpg")
        if not os.path.exists(path):
            draw_photo(path, width, height, seed)
        bases.append(path)
    photos = []
    for index in range(options.photos):
        photo = os.path.join(books, f"foto-{index:03d}.jpg")
        shutil.copyfile(bases[index % len(bases)], photo)
        photos.append(photo)
        with open(os.path.join(books, f"foto-{index:03d}.md"), "w") as page:
            page.write(book(index))
    tag_copies(photos)
    if options.hugo:
        if os.path.exists(options.hugo):
            shutil.rmtree(options.hugo)
        hugo_site(options.hugo, photos)
    print(f"{options.out}: {options.photos} photos of {width}x{height} ({len(bases)} drawn)")


if __name__ == "__main__":
    main()
