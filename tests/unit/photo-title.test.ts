import { describe, expect, it } from "vitest";
import { titleFromFileName } from "../../app/components/admin/exhibitions/photo-title";

describe("titleFromFileName", () => {
  it.each([
    ["Stand_Görünümü-1.png", "Stand Gorunumu 1"],
    ["şğıİçöü ŞĞÇÖÜ.jpg", "sgiIcou SGCOU"],
    ["İstanbul Fuarı 2024.JPEG", "Istanbul Fuari 2024"],
    ["booth.photo.final.webp", "booth photo final"],
    ["  many___separators -- here .gif", "many separators here"],
    ["stand (1) [copy]!.png", "stand 1 copy"],
    ["Café_Messe.jpg", "Café Messe"],
    ["no-extension", "no extension"],
    ["C:\\fakepath\\Hall_3.png", "Hall 3"],
    ["photos/Day-2.jpg", "Day 2"],
    [".png", "png"],
    ["#$%.jpg", ""],
  ])("%s -> %s", (name, title) => {
    expect(titleFromFileName(name)).toBe(title);
  });

  it("reads decomposed letters (macOS file names) as the composed ones", () => {
    expect(titleFromFileName("Go\u0308ru\u0308nu\u0308m.png")).toBe("Gorunum");
  });

  it("keeps titles within the server's limit", () => {
    expect(titleFromFileName(`${"a".repeat(300)}.png`)).toHaveLength(200);
  });
});
