['a', 'b'].eachWithIndex { v, i -> println "$i:$v" }
