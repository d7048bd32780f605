def m = [a: 1, b: 2]
m.each { k, v -> println "$k -> $v" }
m.each { println "${it.key}:${it.value}" }
