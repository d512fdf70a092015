// Non-variadic wrappers around the libvips calls Readalong uses: Swift cannot call C
// functions with `...` arguments, so every option list is written out here.
#ifndef READALONG_CVIPS_SHIM_H
#define READALONG_CVIPS_SHIM_H

#include <vips/vips.h>
#include <stdio.h>
#include <string.h>

/// Drops libvips' own warnings and notes (problems come back as results and become
/// diagnostics); every other message goes to GLib's default writer.
static inline GLogWriterOutput rl_vips_log_writer(GLogLevelFlags level, const GLogField *fields, gsize count, gpointer data) {
    for (gsize i = 0; i < count; i++) {
        if (strcmp(fields[i].key, "GLIB_DOMAIN") == 0 && fields[i].length < 0 && strcmp(fields[i].value, "VIPS") == 0 &&
            (level & (G_LOG_LEVEL_WARNING | G_LOG_LEVEL_MESSAGE | G_LOG_LEVEL_INFO | G_LOG_LEVEL_DEBUG)))
            return G_LOG_WRITER_HANDLED;
    }
    return g_log_writer_default(level, fields, count, data);
}

/// Starts libvips; 0 on success. Call once per process (the Swift side does).
static inline int rl_vips_start(void) {
    g_log_set_writer_func(rl_vips_log_writer, NULL, NULL);
    int result = VIPS_INIT("readalong");
    // Readalong keeps its own cache of processed images; operations are not reused.
    vips_cache_set_max(0);
    // Images are made in parallel already, one per core: a thread pool per image on top
    // of that only adds waiting.
    vips_concurrency_set(1);
    // libvips runs its pipelines on a GLib thread pool whose idle threads GLib stops after a
    // while. A thread that drew an SVG through librsvg owns a Pango font map, freed when the
    // thread stops, outside the lock that keeps text drawing one at a time: the suspected
    // cause of rare crashes in GLib (SIGFPE) during long runs. Keeping idle threads (a
    // handful: one pipeline thread per image made at once) means none stops mid-build.
    g_thread_pool_set_max_unused_threads(-1);
    g_thread_pool_set_max_idle_time(0);
    return result;
}

/// Frees the caches libvips keeps for the calling thread (pixel buffers of the images it
/// worked on). libvips does this at the end of every task of its own workers; the build's
/// threads call it at the end of each piece of image work, so that no such cache outlives
/// the images it was for or the thread that made it.
static inline void rl_vips_thread_done(void) {
    vips_thread_shutdown();
}

/// The last error libvips recorded on this thread, then clears it.
static inline char *rl_vips_take_error(void) {
    char *text = g_strdup(vips_error_buffer());
    vips_error_clear();
    return text;
}

/// The loader libvips picks for these bytes by their content ("jpegload_buffer"...), or NULL.
static inline const char *rl_vips_loader(const void *bytes, size_t length) {
    const char *name = vips_foreign_find_load_buffer(bytes, length);
    if (!name) { vips_error_clear(); return NULL; }
    return vips_nickname_find(g_type_from_name(name));
}

/// Reads only the header of an image in memory. Width and height are as displayed (after
/// the EXIF orientation). 0 on success.
static inline int rl_vips_header(const void *bytes, size_t length, int *width, int *height,
                                 int *alpha, int *orientation) {
    VipsImage *image = vips_image_new_from_buffer(bytes, length, "", "access", VIPS_ACCESS_SEQUENTIAL, NULL);
    if (!image) return -1;
    int swap = vips_image_get_orientation_swap(image);
    *width = swap ? vips_image_get_height(image) : vips_image_get_width(image);
    *height = swap ? vips_image_get_width(image) : vips_image_get_height(image);
    *alpha = vips_image_hasalpha(image);
    *orientation = vips_image_get_orientation(image);
    g_object_unref(image);
    return 0;
}

/// Decodes every pixel of an image in memory, failing on truncated or corrupt data; `options`
/// are loader options ("shrink=8" lets JPEG read every scan at an eighth of the size). 0
/// when the whole image decodes.
static inline int rl_vips_decode_all(const void *bytes, size_t length, const char *options) {
    VipsImage *image = vips_image_new_from_buffer(bytes, length, options, "access", VIPS_ACCESS_SEQUENTIAL,
                                                  "fail_on", VIPS_FAIL_ON_TRUNCATED, NULL);
    if (!image) return -1;
    double average = 0;
    int result = vips_avg(image, &average, NULL);
    g_object_unref(image);
    return result;
}

/// Removes every metadata field (EXIF, GPS, XMP, IPTC, ICC, comments, maker notes) from an
/// image, so no saver can write them. How the frames of an animation are laid out and timed
/// is kept: it is part of the picture, not a description of it.
static inline void rl_vips_remove_metadata(VipsImage *image) {
    gchar **fields = vips_image_get_fields(image);
    for (int i = 0; fields[i]; i++) {
        const char *name = fields[i];
        // The image's size and format are its properties, not metadata blocks.
        if (vips_image_get_typeof(image, name) == 0) continue;
        if (strcmp(name, "width") == 0 || strcmp(name, "height") == 0 || strcmp(name, "bands") == 0 ||
            strcmp(name, "format") == 0 || strcmp(name, "coding") == 0 || strcmp(name, "interpretation") == 0 ||
            strcmp(name, "xoffset") == 0 || strcmp(name, "yoffset") == 0 || strcmp(name, "xres") == 0 ||
            strcmp(name, "yres") == 0 || strcmp(name, "filename") == 0 || strcmp(name, "mode") == 0 ||
            strcmp(name, "kill") == 0 || strcmp(name, "demand") == 0 || strcmp(name, "sizeof_image") == 0 ||
            strcmp(name, "bandfmt") == 0 || strcmp(name, "page-height") == 0 || strcmp(name, "n-pages") == 0 ||
            strcmp(name, "delay") == 0 || strcmp(name, "loop") == 0) continue;
        vips_image_remove(image, name);
    }
    g_strfreev(fields);
}

/// The image as published: in sRGB, 8 bits per channel, with no metadata at all. Takes
/// over `thumb` (released here). NULL on failure.
static inline VipsImage *rl_vips_published(VipsImage *thumb) {
    VipsImage *colour = NULL;
    int failed = vips_colourspace(thumb, &colour, VIPS_INTERPRETATION_sRGB, NULL);
    g_object_unref(thumb);
    if (failed) return NULL;
    VipsImage *eight = NULL;
    failed = vips_cast(colour, &eight, VIPS_FORMAT_UCHAR, NULL);
    g_object_unref(colour);
    if (failed) return NULL;
    // A private copy, so removing fields touches nothing shared.
    VipsImage *clean = NULL;
    failed = vips_copy(eight, &clean, NULL);
    g_object_unref(eight);
    if (failed) return NULL;
    rl_vips_remove_metadata(clean);
    return clean;
}

/// Makes an image of `width` × `height` (exactly, when `crop` and the source is large
/// enough; never larger than the source) from an image in memory: shrink-on-load, rotated
/// upright by its EXIF orientation, in sRGB, 8 bits per channel, with no metadata at all.
static inline VipsImage *rl_vips_thumbnail(const void *bytes, size_t length, int width, int height, int crop) {
    VipsImage *thumb = NULL;
    if (vips_thumbnail_buffer((void *)bytes, length, &thumb, width, "height", height,
                              "crop", crop ? VIPS_INTERESTING_CENTRE : VIPS_INTERESTING_NONE,
                              "size", VIPS_SIZE_DOWN, "export_profile", "srgb", NULL)) return NULL;
    return rl_vips_published(thumb);
}

/// The whole image at its own size, every frame of an animation included (`load_options`
/// "n=-1"), decoded fully and made the way variants are: upright, in sRGB, 8 bits per channel,
/// with no metadata. NULL on failure.
static inline VipsImage *rl_vips_full_size(const void *bytes, size_t length, const char *load_options) {
    VipsImage *thumb = NULL;
    if (vips_thumbnail_buffer((void *)bytes, length, &thumb, VIPS_MAX_COORD, "height", VIPS_MAX_COORD,
                              "size", VIPS_SIZE_DOWN, "export_profile", "srgb", "option_string", load_options,
                              NULL)) return NULL;
    return rl_vips_published(thumb);
}

/// Decodes every pixel of an image in memory into memory (the bytes may go afterwards),
/// shrunk by `shrink` (1, 2, 4 or 8) while loading when the format allows it: the JPEG
/// decoder produces the smaller size directly, the WebP decoder scales. Its metadata
/// (orientation, colour profile) stays, for `rl_vips_thumbnail_image`. NULL on failure.
static inline VipsImage *rl_vips_decode(const void *bytes, size_t length, int shrink) {
    const char *loader = rl_vips_loader(bytes, length);
    char options[32] = "";
    if (shrink > 1 && loader && strcmp(loader, "jpegload_buffer") == 0)
        snprintf(options, sizeof options, "shrink=%d", shrink);
    else if (shrink > 1 && loader && strcmp(loader, "webpload_buffer") == 0)
        snprintf(options, sizeof options, "scale=%g", 1.0 / shrink);
    VipsImage *image = vips_image_new_from_buffer(bytes, length, options, "access", VIPS_ACCESS_SEQUENTIAL, NULL);
    if (!image) return NULL;
    VipsImage *memory = vips_image_copy_memory(image);
    g_object_unref(image);
    return memory;
}

/// What `rl_vips_thumbnail` makes, from an image already decoded by `rl_vips_decode`.
static inline VipsImage *rl_vips_thumbnail_image(VipsImage *image, int width, int height, int crop) {
    VipsImage *thumb = NULL;
    if (vips_thumbnail_image(image, &thumb, width, "height", height,
                             "crop", crop ? VIPS_INTERESTING_CENTRE : VIPS_INTERESTING_NONE,
                             "size", VIPS_SIZE_DOWN, "export_profile", "srgb", NULL)) return NULL;
    return rl_vips_published(thumb);
}

/// Encodes an image: format 0 WebP, 1 JPEG (progressive), 2 PNG. Metadata is never
/// written. 0 on success; the bytes are freed with g_free.
static inline int rl_vips_save(VipsImage *image, int format, int quality, void **bytes, size_t *length) {
    rl_vips_remove_metadata(image);
    switch (format) {
    case 0: return vips_webpsave_buffer(image, bytes, length, "Q", quality, "strip", TRUE,
                                        "effort", 4, "smart_subsample", TRUE, NULL);
    case 1: return vips_jpegsave_buffer(image, bytes, length, "Q", quality, "strip", TRUE,
                                        "interlace", TRUE, "optimize_coding", TRUE, NULL);
    default: return vips_pngsave_buffer(image, bytes, length, "strip", TRUE, "compression", 9, NULL);
    }
}

/// Writes an image in the format its suffix names (".jpg[Q=90]", ".heic", ".png[bitdepth=16]").
static inline int rl_vips_save_as(VipsImage *image, const char *suffix, void **bytes, size_t *length) {
    return vips_image_write_to_buffer(image, suffix, bytes, length, NULL);
}

/// Renders text with a font file (Pango markup allowed), white on transparent, wrapped at
/// `width` pixels; `dpi` sets the size.
static inline VipsImage *rl_vips_text(const char *text, const char *fontfile, const char *font, int width, int dpi) {
    VipsImage *out = NULL;
    int failed = fontfile
        ? vips_text(&out, text, "fontfile", fontfile, "font", font, "width", width, "dpi", dpi, "wrap", VIPS_TEXT_WRAP_WORD, NULL)
        : vips_text(&out, text, "font", font, "width", width, "dpi", dpi, "wrap", VIPS_TEXT_WRAP_WORD, NULL);
    return failed ? NULL : out;
}

/// An sRGB image from pixels in memory (8 or 16 bits per channel, 1–4 bands), copied.
static inline VipsImage *rl_vips_from_pixels(const void *pixels, size_t length, int width, int height, int bands, int sixteen) {
    VipsImage *image = vips_image_new_from_memory_copy(pixels, length, width, height, bands,
                                                      sixteen ? VIPS_FORMAT_USHORT : VIPS_FORMAT_UCHAR);
    if (!image) return NULL;
    image->Type = sixteen ? (bands > 2 ? VIPS_INTERPRETATION_RGB16 : VIPS_INTERPRETATION_GREY16)
                          : (bands > 2 ? VIPS_INTERPRETATION_sRGB : VIPS_INTERPRETATION_B_W);
    return image;
}

/// The image scaled smoothly by `across` horizontally and `down` vertically. NULL on failure.
static inline VipsImage *rl_vips_resize(VipsImage *image, double across, double down) {
    VipsImage *out = NULL;
    if (vips_resize(image, &out, across, "vscale", down, NULL)) return NULL;
    return out;
}

/// A canvas of one colour, sRGB. NULL on failure.
static inline VipsImage *rl_vips_canvas(int width, int height, double r, double g, double b) {
    VipsImage *black = NULL;
    if (vips_black(&black, width, height, "bands", 3, NULL)) return NULL;
    double a[3] = {1, 1, 1}, colour[3] = {r, g, b};
    VipsImage *filled = NULL;
    int failed = vips_linear(black, &filled, a, colour, 3, "uchar", TRUE, NULL);
    g_object_unref(black);
    if (failed) return NULL;
    VipsImage *out = NULL;
    failed = vips_copy(filled, &out, "interpretation", VIPS_INTERPRETATION_sRGB, NULL);
    g_object_unref(filled);
    return failed ? NULL : out;
}

/// Records an EXIF orientation (1–8) that savers write into the file's EXIF block.
static inline void rl_vips_set_orientation(VipsImage *image, int orientation) {
    vips_image_set_int(image, "orientation", orientation);
}

/// Puts `part` on `base` at (x, y), flattening any alpha on white first. NULL on failure.
static inline VipsImage *rl_vips_insert(VipsImage *base, VipsImage *part, int x, int y) {
    VipsImage *opaque = NULL;
    if (vips_image_hasalpha(part)) {
        double white[3] = {255, 255, 255};
        if (vips_flatten(part, &opaque, "background", vips_array_double_new(white, 3), NULL)) return NULL;
    } else {
        opaque = part;
        g_object_ref(opaque);
    }
    VipsImage *out = NULL;
    int failed = vips_insert(base, opaque, &out, x, y, NULL);
    g_object_unref(opaque);
    return failed ? NULL : out;
}

/// Paints `mask` (one band, 0–255, as made by rl_vips_text) in colour (r, g, b) on `base`
/// at (x, y). NULL on failure.
static inline VipsImage *rl_vips_paint(VipsImage *base, VipsImage *mask, int x, int y, double r, double g, double b) {
    VipsImage *placed = NULL;
    if (vips_embed(mask, &placed, x, y, base->Xsize, base->Ysize, NULL)) return NULL;
    double ink[3] = {r, g, b};
    VipsImage *colour = vips_image_new_from_image(base, ink, 3);
    VipsImage *out = NULL;
    int failed = vips_ifthenelse(placed, colour, base, &out, "blend", TRUE, NULL);
    g_object_unref(placed);
    g_object_unref(colour);
    return failed ? NULL : out;
}

/// The values of the pixel at (x, y) of an image in memory, decoded as it is stored (no
/// rotation), into `values` (up to 4). The number of bands, or -1.
static inline int rl_vips_pixel(const void *bytes, size_t length, int x, int y, double *values) {
    VipsImage *image = vips_image_new_from_buffer(bytes, length, "", NULL);
    if (!image) return -1;
    double *point = NULL;
    int count = 0;
    int failed = vips_getpoint(image, &point, &count, x, y, NULL);
    g_object_unref(image);
    if (failed) return -1;
    for (int i = 0; i < count && i < 4; i++) values[i] = point[i];
    g_free(point);
    return count;
}

/// Runs, once and on one thread, every kind of operation the build later runs on many:
/// loaders, savers, thumbnails and text in both fonts. The first use of an operation sets up
/// its class and, for text, fontconfig and Pango; doing that here means no two threads ever
/// do it at the same time.
static inline void rl_vips_warm_up(const char *bold_file, const char *bold, const char *regular_file, const char *regular) {
    VipsImage *tile = rl_vips_canvas(16, 16, 120, 60, 20);
    if (!tile) { vips_error_clear(); return; }
    const char *suffixes[] = {".jpg", ".png", ".webp"};
    for (int i = 0; i < 3; i++) {
        void *bytes = NULL;
        size_t length = 0;
        if (rl_vips_save_as(tile, suffixes[i], &bytes, &length)) continue;
        int width, height, alpha, orientation;
        rl_vips_loader(bytes, length);
        rl_vips_header(bytes, length, &width, &height, &alpha, &orientation);
        rl_vips_decode_all(bytes, length, "");
        VipsImage *thumb = rl_vips_thumbnail(bytes, length, 8, 8, 1);
        VipsImage *decoded = rl_vips_decode(bytes, length, 2);
        VipsImage *again = decoded ? rl_vips_thumbnail_image(decoded, 8, 8, 0) : NULL;
        if (thumb) {
            void *encoded = NULL;
            size_t size = 0;
            if (rl_vips_save(thumb, i, 75, &encoded, &size) == 0) g_free(encoded);
            g_object_unref(thumb);
        }
        if (again) g_object_unref(again);
        if (decoded) g_object_unref(decoded);
        g_free(bytes);
    }
    const char *files[] = {bold_file, regular_file}, *fonts[] = {bold, regular};
    for (int i = 0; i < 2; i++) {
        VipsImage *mask = rl_vips_text("Readalong", files[i], fonts[i], 200, 72);
        if (!mask) continue;
        VipsImage *painted = rl_vips_paint(tile, mask, 0, 0, 255, 255, 255);
        if (painted) g_object_unref(painted);
        g_object_unref(mask);
    }
    g_object_unref(tile);
    vips_error_clear();
}

#endif
