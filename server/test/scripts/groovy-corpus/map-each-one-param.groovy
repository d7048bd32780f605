def m = [a: 1, b: 2]
m.each { entry -> println "${entry.key} is ${entry.value}" }
