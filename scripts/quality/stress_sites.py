"""Sites that push the layout, for the browser gate: the sample seeded with unbroken long
names and right-to-left members, and a few hundred books from the benchmark corpus generator.

Each builder makes a site in a temporary folder, builds it with the publish binary, and
returns (output folder, pages to load at phone width).
"""
import os
import shutil
import subprocess
import sys

NOW = "2026-11-22"
ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

# One unbroken word each: nothing in them lets a browser break the line on its own.
LONG_NAME = "Bartomeuclaudiofrancescdesantfeliudeguixolsvila"          # 47 characters
LONG_GENRE = "novel·laepistolarihistoricadeformacioiaventuresdelsegleXXcatala"  # 63 characters
LONG_TITLE = "Elllibredelesmolteshistoriesquenoacabenmaiperquesempreencomencenunaaltra"


def _publish(binary, site):
    run = subprocess.run([binary, "build", "--site", site, "--now", NOW], capture_output=True, text=True,
                         timeout=600, env={**os.environ, "NO_COLOR": "1"})
    if run.returncode != 0:
        raise RuntimeError(f"publish failed on {site}: {run.stdout[-800:]}{run.stderr[-800:]}")
    return os.path.join(site, "output")


def _append_after(path, marker, text):
    with open(path, encoding="utf-8") as f:
        body = f.read()
    if marker not in body:
        raise RuntimeError(f"{path} lacks {marker!r}")
    with open(path, "w", encoding="utf-8") as f:
        f.write(body.replace(marker, marker + text, 1))


# Said in the seeded chat, for the search check: scripts with and without spaces between
# words, and a capital Greek word whose last sigma the browser lower-cases to "ς".
MULTI_SCRIPT_CHAT = ("19:28 aina: 我喜欢这本书，真的很好看\n19:28 pau: Прочитала всю книгу за одну ночь\n"
                     "19:28 aina: ΟΔΟΣ προς το σπίτι\n19:28 pau: קראתי את הספר בלילה אחד\n")
MULTI_SCRIPT_QUERIES = ["这本", "书", "книгу", "КНИГ", "ΟΔΟΣ", "οδος", "הספר", "جيرونا", "مساء الخير"]


def seeded_sample(binary, tmp):
    """The sample with a 47-character member in a room and on a chat, a 63-character genre,
    a very long book title, and Hebrew and Arabic members writing in that chat."""
    site = os.path.join(tmp, "seeded")
    shutil.copytree(os.path.join(ROOT, "content"), os.path.join(site, "content"))
    shutil.copytree(os.path.join(ROOT, "templates"), os.path.join(site, "templates"))
    content = os.path.join(site, "content")
    with open(os.path.join(content, "members", "llarg.md"), "w", encoding="utf-8") as f:
        f.write(f"---\nname: {LONG_NAME}\nlocation: {LONG_NAME}\n---\n{LONG_NAME} {LONG_NAME}\n")
    with open(os.path.join(content, "members", "samira.md"), "w", encoding="utf-8") as f:
        f.write("---\nname: سميرة الحسيني\n---\nقارئة من طنجة تعيش في جيرونا.\n")
    room = os.path.join(content, "rooms", "left-hand-of-darkness")
    _append_after(os.path.join(room, "index.md"), "members: [oriol, jordi, sam, pau, aina, xavi, noa",
                  ", llarg, samira")
    _append_after(os.path.join(room, "chat", "week-1.md"), "19:28 aina: Hi all! Palma is 22 degrees, which feels like cheating for this book\n",
                  f"19:28 llarg: {LONG_TITLE}\n19:28 samira: مساء الخير! من جيرونا\n" + MULTI_SCRIPT_CHAT)
    _append_after(os.path.join(content, "books", "the-left-hand-of-darkness", "index.md"), "genres: [",
                  f"{LONG_GENRE}, ")
    _append_after(os.path.join(content, "books", "the-left-hand-of-darkness", "index.md"), "title: ", LONG_TITLE + " ")
    pages = ["/members/", "/members/llarg/", "/members/samira/", "/books/", "/books/the-left-hand-of-darkness/",
             "/books/the-left-hand-of-darkness/chapters/1/",
             "/rooms/", "/rooms/left-hand-of-darkness/", "/rooms/left-hand-of-darkness/chat/week-1/", "/calendar/", "/"]
    return _publish(binary, site), pages


def corpus(binary, tmp):
    """A few hundred books, members and rooms from the benchmark generator."""
    script = os.environ.get("MAKE_CORPUS") or os.path.join(ROOT, "..", "shared", "bench", "make_corpus.py")
    if not os.path.isfile(script):
        raise FileNotFoundError(f"corpus generator not found at {script} (set MAKE_CORPUS)")
    site = os.path.join(tmp, "corpus")
    subprocess.run([sys.executable, script, "--out", site, "--books", "300", "--members", "60", "--rooms", "12",
                    "--messages", "30", "--seed", "14"], check=True, capture_output=True, timeout=300)
    output = _publish(binary, site)
    rooms = sorted(name for name in os.listdir(os.path.join(output, "rooms")) if name.startswith("room-"))
    pages = ["/books/", "/members/", "/rooms/", "/calendar/", "/books/book-00000/", "/members/"]
    pages += [f"/rooms/{name}/" for name in rooms[:2]]
    return output, list(dict.fromkeys(pages))
