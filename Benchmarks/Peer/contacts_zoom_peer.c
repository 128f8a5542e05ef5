/*
 * The cairo peer of Segue's held Contacts-zoom frame (`segue bench`, frame.contacts_zoom):
 * the same picture drawn by plain cairo on image surfaces (pixman underneath), no SDL, no
 * Segue code. See docs/MEASURING.md ("The cairo peer"). Build and run: scripts/cairo-peer.
 *
 * What it draws, at W x H points and `scale` pixels per point (1280x800 at 1; 1920x1080 at
 * 2 = 3840x2160): the navigation bar (its titles and back buttons cross-fading), the grid of
 * 64 contacts (88 pt round avatars with white initials, the name under each; only the rows
 * in view), and the contact page growing out of the eighth avatar: a white rounded page,
 * its content laid out at the full size and clipped by the page (not scaled), and the
 * page's 160 pt avatar flying from the grid's avatar to its place. Like Segue's bench, each
 * frame moves the transition to 0.40 + (k mod 21) / 100, through ease-in-out.
 *
 * Two ways, each timed per frame, against the floor Segue uses (an opaque RGB24 surface of
 * the output's size painted over the ARGB32 output with CAIRO_OPERATOR_SOURCE):
 *   redrawn   everything from scratch each frame: avatars are image surfaces (decoded once,
 *             as photos would be) painted through a circular clip, every text run measured
 *             and shown with cairo's toy text API;
 *   retained  what a careful cairo app caches: the bar and grid rendered once into one
 *             opaque surface, the page's content once, the titles and the big avatar once;
 *             a frame paints the backdrop, the titles with alpha, the page surface through
 *             its rounded path and the avatar scaled into its circle.
 *
 * Usage: contacts_zoom_peer [--rounds R] [--frames F] [--png DIR]
 * Prints one JSON object per output size: NAME_ms is the median of the rounds' mean
 * milliseconds per frame (how segue bench reports frame.NAME_ms), NAME_ms_min, _median and
 * _max are over single frames, NAME_vs_copy is NAME_ms over copy_ms.
 */
#include <cairo.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define COUNT 64
#define OPENED 7

static const char *names[COUNT] = {
    "Ada Achterberg", "Ada Penhaligon", "Amaru Ingersoll", "Amaru Ximenez", "Bea Castellano", "Bea Nakashima",
    "Bruno Ingersoll", "Bruno Thorvaldsen", "Chiara Nakashima", "Chiara Yamaguchi", "Cyrus Halvorsen", "Cyrus Sandoval",
    "Dalia Achterberg", "Dalia Lindqvist", "Dmitri Dunmore", "Dmitri Sandoval", "Elif Lindqvist", "Elif Whitcombe",
    "Emeka Fairbanks", "Emeka Quintero", "Farah Bellweather", "Farah Quintero", "Freya Kowalczyk", "Freya Valdemar",
    "Gideon Galloway", "Gideon Valdemar", "Hana Achterberg", "Hana Lindqvist", "Ivo Eskildsen", "Ivo Thorvaldsen",
    "Jonas Jablonski", "Jonas Yamaguchi", "Kaia Dunmore", "Kaia Oyelaran", "Luca Halvorsen", "Luca Whitcombe",
    "Mira Bellweather", "Mira Marchetti", "Nils Galloway", "Nils Rasmussen", "Odette Lindqvist", "Odette Whitcombe",
    "Pavel Eskildsen", "Pavel Penhaligon", "Quinn Jablonski", "Quinn Underhill", "Rosa Oyelaran", "Rosa Zielinski",
    "Soren Halvorsen", "Soren Sandoval", "Talia Marchetti", "Talia Ximenez", "Umar Castellano", "Umar Rasmussen",
    "Vera Halvorsen", "Vera Whitcombe", "Wren Achterberg", "Wren Penhaligon", "Xavier Fairbanks", "Xavier Underhill",
    "Yara Kowalczyk", "Yara Zielinski", "Zeno Dunmore", "Zeno Sandoval",
};
/* Assets/Contacts/contacts.tsv: one colour per pair of names. */
static const unsigned colours[COUNT / 2] = {
    0xE4572E, 0x6C757D, 0x17BEBB, 0x2E282A, 0xA259FF, 0x76B041, 0xFF6F91, 0xF08A4B, 0x2A9D8F, 0x3D5A80, 0x8338EC,
    0xE9C46A, 0xFFC914, 0x5B8CFF, 0x00A6A6, 0xC94277, 0x6C757D, 0x17BEBB, 0x76B041, 0xFF6F91, 0x3D5A80, 0xE9C46A,
    0xE4572E, 0x2E282A, 0xA259FF, 0xF08A4B, 0x2A9D8F, 0x8338EC, 0xFFC914, 0x5B8CFF, 0x00A6A6, 0xC94277,
};

/* Segue's layout constants (Sources/Scenes/Contacts, Sources/Navigation, Theme). */
#define BAR 64.0
#define CELL_W 124.0
#define CELL_H 136.0
#define SPACING 10.0
#define INSET 16.0
#define AVATAR 88.0
#define PAGE_AVATAR 160.0
#define PEEK 76.0

#define FONT "DejaVu Sans"

static void rgb(cairo_t *cr, unsigned hex, double a) {
    cairo_set_source_rgba(cr, ((hex >> 16) & 255) / 255.0, ((hex >> 8) & 255) / 255.0, (hex & 255) / 255.0, a);
}

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void initials(const char *name, char out[3]) {
    const char *space = strrchr(name, ' ');
    out[0] = name[0];
    out[1] = space ? space[1] : 0;
    out[2] = 0;
}

/* Text centred in the box (x, y, w, h), measured now. */
static void centred_text(cairo_t *cr, const char *s, double x, double y, double w, double h) {
    cairo_text_extents_t e;
    cairo_text_extents(cr, s, &e);
    cairo_move_to(cr, x + (w - e.x_advance) / 2, y + (h - e.height) / 2 - e.y_bearing);
    cairo_show_text(cr, s);
}

static void rounded_rect(cairo_t *cr, double x, double y, double w, double h, double r) {
    if (r <= 0) {
        cairo_rectangle(cr, x, y, w, h);
        return;
    }
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, M_PI / 2);
    cairo_arc(cr, x + r, y + h - r, r, M_PI / 2, M_PI);
    cairo_arc(cr, x + r, y + r, r, M_PI, 3 * M_PI / 2);
    cairo_close_path(cr);
}

/* CSS ease-in-out, cubic-bezier(0.42, 0, 0.58, 1): y for x, by bisection. */
static double ease_in_out(double x) {
    double lo = 0, hi = 1, t = x;
    for (int i = 0; i < 40; i++) {
        t = (lo + hi) / 2;
        double bx = 3 * (1 - t) * (1 - t) * t * 0.42 + 3 * (1 - t) * t * t * 0.58 + t * t * t;
        if (bx < x) lo = t; else hi = t;
    }
    return 3 * (1 - t) * t * t + t * t * t;
}

static double lerp(double a, double b, double t) { return a + (b - a) * t; }

typedef struct {
    double w, h, scale; /* points, pixels per point */
    int pw, ph;         /* pixels */
    int cols, rows_in_view;
    double left;
    cairo_surface_t *output, *floor;
    cairo_surface_t *photo[COUNT]; /* each avatar's picture, AVATAR pt square, in pixels */
    /* retained */
    cairo_surface_t *backdrop, *page, *avatar_big, *titles[2], *backs[2];
} Scene;

/* Where avatar i sits in the window, in points. */
static void avatar_origin(const Scene *s, int i, double *x, double *y) {
    int row = i / s->cols, col = i % s->cols;
    *x = s->left + col * (CELL_W + SPACING) + round((CELL_W - AVATAR) / 2);
    *y = BAR + INSET + row * (CELL_H + SPACING) + 6;
}

/* Where the page and its avatar are at eased progress t, in window points. */
typedef struct { double x, y, w, h, r, ax, ay, aside; } PageFrame;

static PageFrame page_frame(const Scene *s, double t) {
    double sx, sy;
    avatar_origin(s, OPENED, &sx, &sy);
    PageFrame f;
    /* The page's edges on whole pixels, as a careful app would put them: cairo then
     * composites its straight edges without antialiasing (about half the retained frame's
     * time at 1280x800 against fractional edges). */
    double k = s->scale;
    double x0 = round(lerp(sx, 0, t) * k), y0 = round(lerp(sy, BAR, t) * k);
    double x1 = round(lerp(sx + AVATAR, s->w, t) * k), y1 = round(lerp(sy + AVATAR, s->h, t) * k);
    f.x = x0 / k;
    f.y = y0 / k;
    f.w = (x1 - x0) / k;
    f.h = (y1 - y0) / k;
    f.r = lerp(AVATAR / 2, 0, t);
    f.ax = lerp(sx, (s->w - PAGE_AVATAR) / 2, t);
    f.ay = lerp(sy, BAR + 36, t);
    f.aside = lerp(AVATAR, PAGE_AVATAR, t);
    return f;
}

static cairo_surface_t *make_photo(double scale, unsigned colour) {
    int side = (int)ceil(AVATAR * scale);
    cairo_surface_t *p = cairo_image_surface_create(CAIRO_FORMAT_RGB24, side, side);
    cairo_t *cr = cairo_create(p);
    cairo_pattern_t *g = cairo_pattern_create_linear(0, 0, 0, side);
    double r = ((colour >> 16) & 255) / 255.0, gr = ((colour >> 8) & 255) / 255.0, b = (colour & 255) / 255.0;
    cairo_pattern_add_color_stop_rgb(g, 0, r, gr, b);
    cairo_pattern_add_color_stop_rgb(g, 1, r * 0.9, gr * 0.9, b * 0.9);
    cairo_set_source(cr, g);
    cairo_paint(cr);
    cairo_pattern_destroy(g);
    cairo_destroy(cr);
    return p;
}

/* An avatar: its picture through a circle, its initials over it (bold, 0.38 of its side). */
static void draw_avatar(cairo_t *cr, const Scene *s, int i, double x, double y, double side) {
    char ini[3];
    initials(names[i], ini);
    cairo_save(cr);
    cairo_arc(cr, x + side / 2, y + side / 2, side / 2, 0, 2 * M_PI);
    cairo_clip(cr);
    cairo_translate(cr, x, y);
    cairo_scale(cr, side / (AVATAR * s->scale), side / (AVATAR * s->scale));
    cairo_set_source_surface(cr, s->photo[i], 0, 0);
    cairo_paint(cr);
    cairo_restore(cr);
    cairo_select_font_face(cr, FONT, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
    cairo_set_font_size(cr, fmax(8, round(side * 0.38)));
    cairo_set_source_rgb(cr, 1, 1, 1);
    centred_text(cr, ini, x, y, side, side);
}

static void draw_grid(cairo_t *cr, const Scene *s) {
    rgb(cr, 0xF2F2F7, 1);
    cairo_rectangle(cr, 0, BAR, s->w, s->h - BAR);
    cairo_fill(cr);
    for (int i = 0; i < COUNT && i / s->cols < s->rows_in_view; i++) {
        double x, y;
        avatar_origin(s, i, &x, &y);
        draw_avatar(cr, s, i, x, y, AVATAR);
        cairo_select_font_face(cr, FONT, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
        cairo_set_font_size(cr, 13);
        rgb(cr, 0x1C1C1E, 1);
        centred_text(cr, names[i], x - round((CELL_W - AVATAR) / 2), y + AVATAR + 8, CELL_W, 22);
    }
}

static void draw_bar_background(cairo_t *cr, const Scene *s) {
    cairo_set_source_rgb(cr, 0.98, 0.98, 0.98);
    cairo_rectangle(cr, 0, 0, s->w, BAR);
    cairo_fill(cr);
    rgb(cr, 0xD1D1D6, 1);
    cairo_rectangle(cr, 0, BAR - 1, s->w, 1);
    cairo_fill(cr);
}

static const char *title_text[2] = {"Contacts", "Bruno Thorvaldsen"};
static const char *back_text[2] = {"\xE2\x80\xB9 Demos", "\xE2\x80\xB9 Contacts"};

static void draw_title(cairo_t *cr, const Scene *s, int which, double x0, double y0) {
    cairo_select_font_face(cr, FONT, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
    cairo_set_font_size(cr, 19);
    centred_text(cr, title_text[which], x0 + s->w / 4, y0, s->w / 2, BAR);
}

static void draw_back(cairo_t *cr, int which, double x0, double y0) {
    cairo_text_extents_t e;
    cairo_select_font_face(cr, FONT, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, 17);
    cairo_text_extents(cr, back_text[which], &e);
    cairo_move_to(cr, x0 + 12, y0 + (BAR - e.height) / 2 - e.y_bearing);
    cairo_show_text(cr, back_text[which]);
}

/* The page's own content, laid out for the full page (w x h - BAR), at its origin (0, 0):
 * the labels under the avatar and the drawer peeking at the bottom. */
static void draw_page_content(cairo_t *cr, const Scene *s) {
    double pw = s->w, ph = s->h - BAR, y = 36 + PAGE_AVATAR + 20;
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_select_font_face(cr, FONT, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
    cairo_set_font_size(cr, 28);
    rgb(cr, 0x1C1C1E, 1);
    centred_text(cr, names[OPENED], 20, y, pw - 40, 36);
    cairo_select_font_face(cr, FONT, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, 17);
    centred_text(cr, "phone  +1 555 0123 851", 20, y + 44, pw - 40, 26);
    rgb(cr, 0x0A6CFF, 1);
    centred_text(cr, "e-mail  bruno.thorvaldsen@example.org", 20, y + 78, pw - 40, 26);
    /* The drawer: 12 pt in, its top PEEK above the bottom, reaching below it. */
    rounded_rect(cr, 12.5, ph - PEEK + 0.5, pw - 25, 299, 18);
    rgb(cr, 0xF7F7FA, 1);
    cairo_fill_preserve(cr);
    rgb(cr, 0xD1D1D6, 1);
    cairo_set_line_width(cr, 1);
    cairo_stroke(cr);
    rounded_rect(cr, (pw - 44) / 2, ph - PEEK + 8, 44, 6, 3);
    cairo_fill(cr);
    cairo_select_font_face(cr, FONT, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
    cairo_set_font_size(cr, 17);
    rgb(cr, 0x1C1C1E, 1);
    cairo_text_extents_t e;
    cairo_text_extents(cr, "Notes & recent calls", &e);
    cairo_move_to(cr, 32, ph - PEEK + 24 + (26 - e.height) / 2 - e.y_bearing);
    cairo_show_text(cr, "Notes & recent calls");
}

/* (a) Every frame from scratch. */
static void frame_redrawn(Scene *s, double t) {
    cairo_t *cr = cairo_create(s->output);
    cairo_scale(cr, s->scale, s->scale);
    draw_grid(cr, s);
    PageFrame f = page_frame(s, t);
    cairo_save(cr);
    rounded_rect(cr, f.x, f.y, f.w, f.h, f.r);
    cairo_clip(cr);
    cairo_translate(cr, f.x, f.y);
    draw_page_content(cr, s);
    cairo_translate(cr, -f.x, -f.y);
    draw_avatar(cr, s, OPENED, f.ax, f.ay, f.aside);
    cairo_restore(cr);
    draw_bar_background(cr, s);
    for (int k = 0; k < 2; k++) {
        double a = k ? t : 1 - t;
        rgb(cr, 0x1C1C1E, a);
        draw_title(cr, s, k, 0, 0);
        rgb(cr, 0x0A6CFF, a);
        draw_back(cr, k, 0, 0);
    }
    cairo_destroy(cr);
    cairo_surface_flush(s->output);
}

static cairo_surface_t *text_surface(const Scene *s, int title, int which) {
    int w = (int)ceil((title ? s->w / 2 : s->w / 4) * s->scale), h = (int)ceil(BAR * s->scale);
    cairo_surface_t *t = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
    cairo_t *cr = cairo_create(t);
    cairo_scale(cr, s->scale, s->scale);
    if (title) {
        rgb(cr, 0x1C1C1E, 1);
        draw_title(cr, s, which, -s->w / 4, 0);
    } else {
        rgb(cr, 0x0A6CFF, 1);
        draw_back(cr, which, 0, 0);
    }
    cairo_destroy(cr);
    return t;
}

static void build_retained(Scene *s) {
    cairo_t *cr;
    s->backdrop = cairo_image_surface_create(CAIRO_FORMAT_RGB24, s->pw, s->ph);
    cr = cairo_create(s->backdrop);
    cairo_scale(cr, s->scale, s->scale);
    draw_grid(cr, s);
    draw_bar_background(cr, s);
    cairo_destroy(cr);

    s->page = cairo_image_surface_create(CAIRO_FORMAT_RGB24, s->pw, (int)ceil((s->h - BAR) * s->scale));
    cr = cairo_create(s->page);
    cairo_scale(cr, s->scale, s->scale);
    draw_page_content(cr, s);
    cairo_destroy(cr);

    int side = (int)ceil(PAGE_AVATAR * s->scale);
    s->avatar_big = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, side, side);
    cr = cairo_create(s->avatar_big);
    cairo_scale(cr, s->scale, s->scale);
    draw_avatar(cr, s, OPENED, 0, 0, PAGE_AVATAR);
    cairo_destroy(cr);

    for (int k = 0; k < 2; k++) {
        s->titles[k] = text_surface(s, 1, k);
        s->backs[k] = text_surface(s, 0, k);
    }
}

/* (b) The cached pieces composed: backdrop, page through its rounded path, avatar scaled,
 * titles faded. Drawn in pixels (the pieces are already at the output's scale). */
static void frame_retained(Scene *s, double t) {
    double k = s->scale;
    cairo_t *cr = cairo_create(s->output);
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
    cairo_set_source_surface(cr, s->backdrop, 0, 0);
    cairo_paint(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
    PageFrame f = page_frame(s, t);
    cairo_save(cr);
    rounded_rect(cr, f.x * k, f.y * k, f.w * k, f.h * k, f.r * k);
    cairo_clip(cr);
    cairo_set_source_surface(cr, s->page, f.x * k, f.y * k);
    cairo_paint(cr);
    cairo_arc(cr, (f.ax + f.aside / 2) * k, (f.ay + f.aside / 2) * k, f.aside / 2 * k, 0, 2 * M_PI);
    cairo_clip(cr);
    cairo_translate(cr, f.ax * k, f.ay * k);
    cairo_scale(cr, f.aside / PAGE_AVATAR, f.aside / PAGE_AVATAR);
    cairo_set_source_surface(cr, s->avatar_big, 0, 0);
    cairo_paint(cr);
    cairo_restore(cr);
    for (int j = 0; j < 2; j++) {
        double a = j ? t : 1 - t;
        cairo_set_source_surface(cr, s->titles[j], s->w / 4 * k, 0);
        cairo_paint_with_alpha(cr, a);
        cairo_set_source_surface(cr, s->backs[j], 0, 0);
        cairo_paint_with_alpha(cr, a);
    }
    cairo_destroy(cr);
    cairo_surface_flush(s->output);
}

/* The floor: Sources/SDLPlatform/FullScreenCopy.swift, an opaque gradient copied over the
 * output without blending. */
static void frame_copy(Scene *s, double t) {
    (void)t;
    cairo_t *cr = cairo_create(s->output);
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
    cairo_set_source_surface(cr, s->floor, 0, 0);
    cairo_paint(cr);
    cairo_destroy(cr);
    cairo_surface_flush(s->output);
}

static cairo_surface_t *make_floor(int w, int h) {
    cairo_surface_t *f = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
    unsigned char *base = cairo_image_surface_get_data(f);
    int stride = cairo_image_surface_get_stride(f);
    for (int y = 0; y < h; y++) {
        unsigned *row = (unsigned *)(base + (size_t)y * stride);
        for (int x = 0; x < w; x++)
            row[x] = 0xFF000000u | (unsigned)(x * 255 / (w > 1 ? w - 1 : 1)) << 16 | (unsigned)(y * 255 / (h > 1 ? h - 1 : 1)) << 8 | 128;
    }
    cairo_surface_mark_dirty(f);
    return f;
}

static void scene_init(Scene *s, double w, double h, double scale) {
    memset(s, 0, sizeof *s);
    s->w = w;
    s->h = h;
    s->scale = scale;
    s->pw = (int)round(w * scale);
    s->ph = (int)round(h * scale);
    s->cols = (int)floor((w - 2 * INSET + SPACING) / (CELL_W + SPACING));
    double used = s->cols * CELL_W + (s->cols - 1) * SPACING;
    s->left = INSET + fmax(0, (w - 2 * INSET - used) / 2);
    /* Rows with any part in view. */
    s->rows_in_view = (int)ceil((h - BAR - INSET + SPACING) / (CELL_H + SPACING));
    s->output = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, s->pw, s->ph);
    s->floor = make_floor(s->pw, s->ph);
    for (int i = 0; i < COUNT; i++) s->photo[i] = make_photo(scale, colours[i / 2]);
    build_retained(s);
}

static void scene_free(Scene *s) {
    cairo_surface_t *all[] = {s->output, s->floor, s->backdrop, s->page, s->avatar_big, s->titles[0], s->titles[1], s->backs[0], s->backs[1]};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++) cairo_surface_destroy(all[i]);
    for (int i = 0; i < COUNT; i++) cairo_surface_destroy(s->photo[i]);
}

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

typedef void (*FrameFn)(Scene *, double);

typedef struct {
    double *ms;     /* every frame's milliseconds */
    double *rounds; /* each round's mean */
    int n, nrounds;
} Times;

static double progress(int k) { return ease_in_out(0.4 + (k % 21) / 100.0); }

/* Interleaved rounds, as `segue bench` does (FrameBench.compare): each round draws `frames`
 * frames of each way in turn, so a busy machine weighs on all of them alike. Every frame is
 * timed on its own, and each round's mean is kept. */
static void measure(Scene *s, FrameFn *fns, Times *times, int ways, int rounds, int frames, int warmup) {
    int k = 0;
    for (int i = 0; i < warmup; i++)
        for (int w = 0; w < ways; w++) fns[w](s, progress(k++));
    for (int r = 0; r < rounds; r++)
        for (int w = 0; w < ways; w++) {
            double sum = 0;
            for (int i = 0; i < frames; i++) {
                double t = progress(k++);
                double t0 = now_ms();
                fns[w](s, t);
                double ms = now_ms() - t0;
                times[w].ms[times[w].n++] = ms;
                sum += ms;
            }
            times[w].rounds[times[w].nrounds++] = sum / frames;
        }
    for (int w = 0; w < ways; w++) {
        qsort(times[w].ms, times[w].n, sizeof(double), cmp);
        qsort(times[w].rounds, times[w].nrounds, sizeof(double), cmp);
    }
}

static void write_png(Scene *s, FrameFn fn, const char *dir, const char *name, const char *suffix) {
    char path[4096];
    fn(s, progress(10));
    snprintf(path, sizeof path, "%s/peer-%s%s.png", dir, name, suffix);
    if (cairo_surface_write_to_png(s->output, path) != CAIRO_STATUS_SUCCESS) fprintf(stderr, "could not write %s\n", path);
    else fprintf(stderr, "wrote %s\n", path);
}

int main(int argc, char **argv) {
    int rounds = 7, frames = 60, warmup = 30;
    const char *png = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--rounds") && i + 1 < argc) rounds = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--frames") && i + 1 < argc) frames = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--png") && i + 1 < argc) png = argv[++i];
        else {
            fprintf(stderr,
                "usage: %s [--rounds R] [--frames F] [--png DIR]\n"
                "  R rounds (default 7) of F frames (default 60) of each way, after 30 warm-up frames of each;\n"
                "  --png writes each way's frame at 50%% to DIR and does not time.\n",
                argv[0]);
            return 2;
        }
    }
    if (rounds < 1 || frames < 1) return 2;
    static const struct { double w, h, scale; const char *suffix; } outputs[] = {{1280, 800, 1, ""}, {1920, 1080, 2, "_4k"}};
    FrameFn fns[3] = {frame_copy, frame_retained, frame_redrawn};
    const char *way[3] = {"copy", "contacts_zoom_retained", "contacts_zoom_redrawn"};
    for (int o = 0; o < 2; o++) {
        Scene s;
        scene_init(&s, outputs[o].w, outputs[o].h, outputs[o].scale);
        const char *sfx = outputs[o].suffix;
        if (png) {
            write_png(&s, frame_retained, png, "retained", sfx);
            write_png(&s, frame_redrawn, png, "redrawn", sfx);
            scene_free(&s);
            continue;
        }
        Times t[3];
        for (int w = 0; w < 3; w++) {
            t[w].ms = malloc(sizeof(double) * (size_t)rounds * frames);
            t[w].rounds = malloc(sizeof(double) * (size_t)rounds);
            t[w].n = t[w].nrounds = 0;
        }
        measure(&s, fns, t, 3, rounds, frames, warmup);
        /* NAME_ms: the median round's mean, as segue bench's frame.NAME_ms; then the single
         * frames' min, median, max. */
        printf("{\"peer.size\": \"%dx%d\", \"peer.frames\": %d", s.pw, s.ph, rounds * frames);
        for (int w = 0; w < 3; w++)
            printf(", \"peer.%s%s_ms\": %.3f, \"peer.%s%s_ms_min\": %.3f, \"peer.%s%s_ms_median\": %.3f, \"peer.%s%s_ms_max\": %.3f",
                way[w], sfx, t[w].rounds[rounds / 2], way[w], sfx, t[w].ms[0], way[w], sfx, t[w].ms[t[w].n / 2], way[w], sfx, t[w].ms[t[w].n - 1]);
        for (int w = 1; w < 3; w++) printf(", \"peer.%s_vs_copy%s\": %.2f", way[w], sfx, t[w].rounds[rounds / 2] / t[0].rounds[rounds / 2]);
        printf("}\n");
        fflush(stdout);
        for (int w = 0; w < 3; w++) {
            free(t[w].ms);
            free(t[w].rounds);
        }
        scene_free(&s);
    }
    return 0;
}
