/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bp-json.c: a recursive-descent JSON reader (RFC 8259), depth-limited. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "bp-json.h"

#define MAX_DEPTH  64

G_DEFINE_QUARK (bp-json-error-quark, bp_json_error)

typedef struct
{
  const char *text;
  gsize       length;
  gsize       pos;
  guint       line;
  guint       column;
  GError    **error;
} Reader;

static BpJson *read_value (Reader *r, guint depth);

static gboolean
fail (Reader     *r,
      const char *what)
{
  if (r->error && *r->error == NULL)
    g_set_error (r->error, BP_JSON_ERROR, 0, "%u:%u: %s", r->line, r->column, what);
  return FALSE;
}

static int
peek (Reader *r)
{
  return r->pos < r->length ? (guchar) r->text[r->pos] : -1;
}

static void
advance (Reader *r)
{
  if (r->pos >= r->length)
    return;
  if (r->text[r->pos] == '\n')
    {
      r->line++;
      r->column = 1;
    }
  else if (((guchar) r->text[r->pos] & 0xc0) != 0x80)
    r->column++;
  r->pos++;
}

static void
skip_space (Reader *r)
{
  for (int c = peek (r); c == ' ' || c == '\t' || c == '\n' || c == '\r'; c = peek (r))
    advance (r);
}

static BpJson *
new_value (Reader     *r,
           BpJsonType  type)
{
  BpJson *value = g_new0 (BpJson, 1);

  value->type = type;
  value->line = r->line;
  value->column = r->column;
  return value;
}

void
bp_json_free (BpJson *value)
{
  if (value == NULL)
    return;
  g_free (value->string);
  if (value->items)
    g_ptr_array_unref (value->items);
  if (value->keys)
    g_ptr_array_unref (value->keys);
  g_free (value);
}

static gboolean
read_literal (Reader     *r,
              const char *word)
{
  gsize n = strlen (word);

  if (r->length - r->pos < n || memcmp (r->text + r->pos, word, n) != 0)
    return fail (r, "unexpected character (expected a value)");
  for (gsize i = 0; i < n; i++)
    advance (r);
  return TRUE;
}

static int
hex_digit (int c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

static gboolean
read_hex4 (Reader  *r,
           guint32 *out)
{
  *out = 0;
  for (int i = 0; i < 4; i++)
    {
      int d = hex_digit (peek (r));

      if (d < 0)
        return fail (r, "bad \\u escape (four hex digits expected)");
      *out = *out * 16 + (guint32) d;
      advance (r);
    }
  return TRUE;
}

static char *
read_string (Reader *r)
{
  g_autoptr(GString) out = g_string_new (NULL);

  advance (r);   /* the opening quote */
  for (;;)
    {
      int c = peek (r);

      if (c < 0)
        {
          fail (r, "unterminated string");
          return NULL;
        }
      if (c == '"')
        {
          advance (r);
          break;
        }
      if (c < 0x20)
        {
          fail (r, "control character in a string");
          return NULL;
        }
      if (c != '\\')
        {
          (g_string_append_c) (out, (char) c);
          advance (r);
          continue;
        }
      advance (r);
      c = peek (r);
      switch (c)
        {
        case '"': case '\\': case '/':
          (g_string_append_c) (out, (char) c);
          break;
        case 'b': (g_string_append_c) (out, '\b'); break;
        case 'f': (g_string_append_c) (out, '\f'); break;
        case 'n': (g_string_append_c) (out, '\n'); break;
        case 'r': (g_string_append_c) (out, '\r'); break;
        case 't': (g_string_append_c) (out, '\t'); break;
        case 'u':
          {
            guint32 code, low;

            advance (r);
            if (!read_hex4 (r, &code))
              return NULL;
            if (code >= 0xd800 && code < 0xdc00)
              {
                if (peek (r) != '\\')
                  {
                    fail (r, "lone surrogate in \\u escape");
                    return NULL;
                  }
                advance (r);
                if (peek (r) != 'u')
                  {
                    fail (r, "lone surrogate in \\u escape");
                    return NULL;
                  }
                advance (r);
                if (!read_hex4 (r, &low))
                  return NULL;
                if (low < 0xdc00 || low > 0xdfff)
                  {
                    fail (r, "bad surrogate pair in \\u escape");
                    return NULL;
                  }
                code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
              }
            else if (code >= 0xdc00 && code <= 0xdfff)
              {
                fail (r, "lone surrogate in \\u escape");
                return NULL;
              }
            if (code == 0)
              {
                fail (r, "\\u0000 in a string");
                return NULL;
              }
            g_string_append_unichar (out, code);
            continue;
          }
        default:
          fail (r, "unknown escape in a string");
          return NULL;
        }
      advance (r);
    }
  if (!g_utf8_validate (out->str, (gssize) out->len, NULL))
    {
      fail (r, "string is not valid UTF-8");
      return NULL;
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static gboolean
read_number (Reader *r,
             double *out)
{
  gsize start = r->pos;
  g_autofree char *copy = NULL;
  char *end;

  if (peek (r) == '-')
    advance (r);
  if (peek (r) == '0')
    advance (r);
  else if (peek (r) >= '1' && peek (r) <= '9')
    while (g_ascii_isdigit (peek (r)))
      advance (r);
  else
    return fail (r, "bad number");
  if (peek (r) == '.')
    {
      advance (r);
      if (!g_ascii_isdigit (peek (r)))
        return fail (r, "bad number (digits expected after the point)");
      while (g_ascii_isdigit (peek (r)))
        advance (r);
    }
  if (peek (r) == 'e' || peek (r) == 'E')
    {
      advance (r);
      if (peek (r) == '+' || peek (r) == '-')
        advance (r);
      if (!g_ascii_isdigit (peek (r)))
        return fail (r, "bad number (digits expected in the exponent)");
      while (g_ascii_isdigit (peek (r)))
        advance (r);
    }
  copy = g_strndup (r->text + start, r->pos - start);
  *out = g_ascii_strtod (copy, &end);
  return TRUE;
}

static BpJson *
read_container (Reader *r,
                guint   depth,
                gboolean object)
{
  g_autoptr(BpJson) value = new_value (r, object ? BP_JSON_OBJECT : BP_JSON_ARRAY);
  int close = object ? '}' : ']';

  if (depth >= MAX_DEPTH)
    {
      fail (r, "nested too deeply");
      return NULL;
    }
  value->items = g_ptr_array_new_with_free_func ((GDestroyNotify) bp_json_free);
  if (object)
    value->keys = g_ptr_array_new_with_free_func (g_free);
  advance (r);
  skip_space (r);
  if (peek (r) == close)
    {
      advance (r);
      return g_steal_pointer (&value);
    }
  for (;;)
    {
      BpJson *item;

      skip_space (r);
      if (object)
        {
          char *key;

          if (peek (r) != '"')
            {
              fail (r, "expected a member name in quotes");
              return NULL;
            }
          key = read_string (r);
          if (key == NULL)
            return NULL;
          g_ptr_array_add (value->keys, key);
          skip_space (r);
          if (peek (r) != ':')
            {
              fail (r, "expected ‘:’ after a member name");
              return NULL;
            }
          advance (r);
        }
      item = read_value (r, depth + 1);
      if (item == NULL)
        return NULL;
      g_ptr_array_add (value->items, item);
      skip_space (r);
      if (peek (r) == ',')
        {
          advance (r);
          continue;
        }
      if (peek (r) == close)
        {
          advance (r);
          return g_steal_pointer (&value);
        }
      fail (r, object ? "expected ‘,’ or ‘}’" : "expected ‘,’ or ‘]’");
      return NULL;
    }
}

static BpJson *
read_value (Reader *r,
            guint   depth)
{
  BpJson *value;
  int c;

  skip_space (r);
  c = peek (r);
  switch (c)
    {
    case -1:
      fail (r, "unexpected end of the file (expected a value)");
      return NULL;
    case '{':
      return read_container (r, depth, TRUE);
    case '[':
      return read_container (r, depth, FALSE);
    case '"':
      value = new_value (r, BP_JSON_STRING);
      value->string = read_string (r);
      if (value->string == NULL)
        {
          bp_json_free (value);
          return NULL;
        }
      return value;
    case 't':
    case 'f':
      value = new_value (r, BP_JSON_BOOLEAN);
      value->boolean = c == 't';
      if (!read_literal (r, c == 't' ? "true" : "false"))
        {
          bp_json_free (value);
          return NULL;
        }
      return value;
    case 'n':
      value = new_value (r, BP_JSON_NULL);
      if (!read_literal (r, "null"))
        {
          bp_json_free (value);
          return NULL;
        }
      return value;
    default:
      value = new_value (r, BP_JSON_NUMBER);
      if (!read_number (r, &value->number))
        {
          bp_json_free (value);
          return NULL;
        }
      return value;
    }
}

BpJson *
bp_json_parse (const char *text,
               gsize       length,
               GError    **error)
{
  Reader r = { text, length, 0, 1, 1, error };
  g_autoptr(BpJson) value = NULL;

  if (length > BP_JSON_MAX_LENGTH)
    {
      g_set_error (error, BP_JSON_ERROR, 0, "1:1: file too long (over 16 MiB)");
      return NULL;
    }
  /* A byte-order mark is tolerated. */
  if (length >= 3 && memcmp (text, "\xef\xbb\xbf", 3) == 0)
    r.pos = 3;
  value = read_value (&r, 0);
  if (value == NULL)
    return NULL;
  skip_space (&r);
  if (r.pos != r.length)
    {
      fail (&r, "unexpected text after the end of the JSON value");
      return NULL;
    }
  return g_steal_pointer (&value);
}

const BpJson *
bp_json_member (const BpJson *object,
                const char   *key)
{
  if (object == NULL || object->type != BP_JSON_OBJECT)
    return NULL;
  /* The last of repeated names wins, as most readers do. */
  for (guint i = object->keys->len; i > 0; i--)
    if (strcmp (g_ptr_array_index (object->keys, i - 1), key) == 0)
      return g_ptr_array_index (object->items, i - 1);
  return NULL;
}

const char *
bp_json_type_name (BpJsonType type)
{
  static const char *const names[] = { "null", "a boolean", "a number", "a string", "an array", "an object" };

  return names[type];
}
