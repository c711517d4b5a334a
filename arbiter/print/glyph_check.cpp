#include "arbiter/print/glyph_check.hpp"

#include "arbiter/print/pdf_text.hpp"

#include <cstdio>
#include <pango/pangocairo.h>
#include <set>

namespace renju::arbiter::print {

namespace {

/// Collects every text a document prints, in order, each once.
void collectTexts(const std::vector<Block>& blocks, std::vector<std::string>& texts) {
    auto add = [&](const std::string& text) {
        if (!text.empty()) {
            texts.push_back(text);
        }
    };
    for (const Block& block : blocks) {
        if (const auto* text = std::get_if<TextBlock>(&block.content)) {
            add(text->text);
        } else if (const auto* table = std::get_if<TableBlock>(&block.content)) {
            for (const auto& row : table->rows) {
                for (const std::string& cell : row) {
                    add(cell);
                }
            }
        } else if (const auto* fields = std::get_if<FieldsBlock>(&block.content)) {
            for (const Field& field : fields->fields) {
                add(field.value);
            }
        } else if (const auto* columns = std::get_if<ColumnsBlock>(&block.content)) {
            for (const auto& column : columns->columns) {
                collectTexts(column, texts);
            }
        }
    }
}

/// Returns the number of characters of `text` the layout's fonts have no glyph for.
int unknownGlyphs(PangoLayout* layout, const std::string& text) {
    pango_layout_set_text(layout, text.data(), static_cast<int>(text.size()));
    return pango_layout_get_unknown_glyphs_count(layout);
}

std::string codePointName(gunichar character) {
    char name[16];
    std::snprintf(name, sizeof name, "U+%04X", static_cast<unsigned>(character));
    return name;
}

} // namespace

std::vector<std::string> missingGlyphWarnings(const Document& document) {
    const std::vector<std::pair<int, std::string>>& players = document.numberedPlayers;
    std::vector<std::string> texts = {document.eventName, document.eventDetails};
    collectTexts(document.blocks, texts);

    PangoFontMap* fontMap = pango_cairo_font_map_get_default();
    PangoContext* context = pango_font_map_create_context(fontMap);
    PangoLayout* layout = pango_layout_new(context);
    PangoFontDescription* font = pango_font_description_from_string(kPrintFontFamilies);
    pango_font_description_set_absolute_size(font, 10 * PANGO_SCALE);
    pango_layout_set_font_description(layout, font);

    std::vector<std::string> warnings;
    std::set<std::string> checked;
    for (const std::string& text : texts) {
        if (text.empty() || !checked.insert(text).second || unknownGlyphs(layout, text) == 0) {
            continue;
        }
        // Name the first character that has no glyph on its own.
        std::string missing = "a character";
        for (const char* at = text.c_str(); *at != '\0'; at = g_utf8_next_char(at)) {
            std::string one(at, static_cast<std::size_t>(g_utf8_next_char(at) - at));
            if (unknownGlyphs(layout, one) > 0) {
                missing = codePointName(g_utf8_get_char(at));
                break;
            }
        }
        // The player whose name it is (or holds: "Li Na (withdrawn)", a slip's line).
        // The longest name wins: "Li" must not take "Li Na"'s warning.
        std::string where = "\"" + text + "\"";
        std::size_t longest = 0;
        for (const auto& [number, name] : players) {
            if (name.size() > longest && text.find(name) != std::string::npos) {
                where = "player No. " + std::to_string(number) + " \"" + name + "\"";
                longest = name.size();
            }
        }
        warnings.push_back("print: no font has " + missing + " in " + where +
                           "; it prints as a box");
    }
    pango_font_description_free(font);
    g_object_unref(layout);
    g_object_unref(context);
    return warnings;
}

std::vector<std::string> printWarnings(const Document& document,
                                       const std::vector<std::string>& cut) {
    std::vector<std::string> warnings;
    for (const std::string& text : cut) {
        warnings.push_back("print: \"" + text + "\" is cut to fit its place");
    }
    for (std::string& warning : missingGlyphWarnings(document)) {
        warnings.push_back(std::move(warning));
    }
    return warnings;
}

} // namespace renju::arbiter::print
