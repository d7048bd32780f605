[x: 1, y: 2].eachWithIndex { entry, i -> println "$i ${entry.key}=${entry.value}" }
