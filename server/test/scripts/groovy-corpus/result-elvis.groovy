def input = [:]
input.priority ?: 'normal'
