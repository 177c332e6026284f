/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "schott-editor-page-private.h"
void schott_editor_page_print (SchottEditorPage *self) { }
