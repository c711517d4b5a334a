#include "arbiter/print/board_svg.hpp"

#include "arbiter/print/board_geometry.hpp"
#include "arbiter/print/html_text.hpp"

#include <array>
#include <charconv>

namespace renju::arbiter::print {

namespace {

/// Writes a coordinate with two decimals and a point whatever the locale. The buffer holds
/// the longest fixed-notation double (309 integer digits, sign, point, two decimals).
std::string number(double value) {
    std::array<char, 320> text{};
    auto written =
        std::to_chars(text.data(), text.data() + text.size(), value, std::chars_format::fixed, 2);
    return std::string(text.data(), written.ptr);
}

std::string svgText(double x, double y, double size, const std::string& fill,
                    const std::string& anchor, const std::string& text) {
    return "<text x=\"" + number(x) + "\" y=\"" + number(y) + "\" font-size=\"" + number(size) +
           "\" fill=\"" + fill + "\" text-anchor=\"" + anchor +
           "\" dominant-baseline=\"central\">" + escapeHtml(text) + "</text>";
}

std::string gridSvg(const BoardGeometry& g) {
    std::string svg;
    int last = g.size - 1;
    for (int i = 0; i < g.size; ++i) {
        double width = i == 0 || i == last ? 1.0 : 0.5;
        svg += "<line x1=\"" + number(g.x(i)) + "\" y1=\"" + number(g.y(0)) + "\" x2=\"" +
               number(g.x(i)) + "\" y2=\"" + number(g.y(last)) + "\" stroke-width=\"" +
               number(width) + "\"/>";
        svg += "<line x1=\"" + number(g.x(0)) + "\" y1=\"" + number(g.y(i)) + "\" x2=\"" +
               number(g.x(last)) + "\" y2=\"" + number(g.y(i)) + "\" stroke-width=\"" +
               number(width) + "\"/>";
    }
    for (const rules::Point& star : starPoints(g.size)) {
        svg += "<circle cx=\"" + number(g.x(star.col)) + "\" cy=\"" + number(g.y(star.row)) +
               "\" r=\"" + number(g.cell * 0.1) + "\" fill=\"#000\"/>";
    }
    for (int i = 0; i < g.size; ++i) {
        svg += svgText(g.x(i), g.columnLabelY(), g.coordinateSize(), "#000", "middle",
                       columnLetter(i));
        svg += svgText(g.rowLabelRight(), g.y(i), g.coordinateSize(), "#000", "end",
                       std::to_string(i + 1));
    }
    return svg;
}

} // namespace

std::string boardSvg(const BoardBlock& board, double side) {
    BoardGeometry g = boardGeometry(0, 0, side, board.size);
    std::string svg = "<svg class=\"board\" xmlns=\"http://www.w3.org/2000/svg\" width=\"" +
                      number(side) + "\" height=\"" + number(side) + "\" viewBox=\"0 0 " +
                      number(side) + " " + number(side) +
                      "\" font-family=\"DejaVu Sans, Noto Sans CJK JP, sans-serif\">";
    svg += "<g stroke=\"#000\">" + gridSvg(g) + "</g>";
    for (const rules::Point& mark : board.marks) {
        double r = g.cell * 0.22;
        double x = g.x(mark.col);
        double y = g.y(mark.row);
        svg += "<path d=\"M" + number(x - r) + " " + number(y - r) + "L" + number(x + r) + " " +
               number(y + r) + "M" + number(x - r) + " " + number(y + r) + "L" + number(x + r) +
               " " + number(y - r) + "\" stroke=\"#000\" stroke-width=\"1.2\"/>";
    }
    for (const FigureStone& stone : board.stones) {
        bool isBlack = stone.colour == rules::Stone::Black;
        double x = g.x(stone.point.col);
        double y = g.y(stone.point.row);
        svg += "<circle cx=\"" + number(x) + "\" cy=\"" + number(y) + "\" r=\"" +
               number(g.stoneRadius()) + "\" fill=\"" + (isBlack ? "#000" : "#fff") +
               "\" stroke=\"#000\" stroke-width=\"0.8\"/>";
        if (stone.number > 0) {
            svg += svgText(x, y, g.numberSize(stone.number), isBlack ? "#fff" : "#000", "middle",
                           std::to_string(stone.number));
        }
    }
    return svg + "</svg>";
}

} // namespace renju::arbiter::print
